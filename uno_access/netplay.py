"""``uno-access host``, ``join`` and ``serve``: a table shared over the network, from the console.

- ``host``: a server for one table on this computer (in a thread of this process), and this console sitting
  at it as its host.  The table's rules are the flags of a solo game (``--rules``, ``--house``, ``--target``,
  ``--bots`` fills the seats nobody takes, ``--level``); ``--wait`` is how long the table waits for a player
  whose connection dropped before a bot plays for them; ``--port`` (8765).  It says the code and the address
  to give to friends, and Enter starts the match when they are there.
- ``join [ADDRESS] CODE``: sit at a table (``--name``, else asked).  ``ADDRESS`` is ``host``, ``host:port`` or
  a ``ws://`` / ``wss://`` URL; without it, this computer.
- ``serve``: a server with many tables and no seat of its own (``--port``, ``--bind``, ``--certfile`` and
  ``--keyfile`` for TLS).  ``host --on ADDRESS`` opens a table on such a server.

Each console plays as in a solo game (:class:`~uno_access.console.session.Session` with a
:class:`~.client.RemoteTable`), in its own language, verbosity and voice.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import signal
import socket
import sys
import threading
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .i18n import translator
from .net import protocol as p
from .net.client import Back, Gone, Link, Lost, RemoteTable, address_url
from .net.pages import Pages
from .net.server import DEFAULT_PORT, MIN_PACE, Server, normal_code, spoken_code

#: Seconds a stopping server waits for its connections to close (a peer that does not answer is cut).
SHUTDOWN_WAIT = 2.0


def _net_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="uno-access", add_help=False, allow_abbrev=False)
    parser.add_argument("--port")
    parser.add_argument("--bind", default="")
    parser.add_argument("--wait")
    parser.add_argument("--silent")
    parser.add_argument("--name")
    parser.add_argument("--on")
    parser.add_argument("--certfile")
    parser.add_argument("--keyfile")
    parser.add_argument("--store")
    parser.add_argument("--redis")
    parser.add_argument("--public")
    parser.add_argument("--password", default="")
    parser.add_argument("--cafile")
    parser.add_argument("--allow-origin", action="append", default=[])
    parser.add_argument("--proxy", action="append", default=[])
    # Issue 33 (lobby): a table in the server's list or not (not "--public": serve's --public URL is the
    # server's own address, and the parser is shared), a spectator, spectators kept from chatting.
    parser.add_argument("--listed", action="store_true")
    parser.add_argument("--unlisted", action="store_true")
    parser.add_argument("--watch", action="store_true")
    parser.add_argument("--quiet-watchers", action="store_true")
    parser.add_argument("where", nargs="*")
    return parser


def main(command: str, args: list[str], lang: str, pages: Pages | None = None) -> int:
    """``host``, ``join`` or ``serve`` with the flags ``args``; the exit status.  ``pages``: the web pages the
    server started serves (the command line gives them: :func:`uno_access.cli.web_pages`)."""
    from . import flags

    t = translator(lang)
    parser = flags.build_parser()
    try:
        ns, rest = parser.parse_known_args(args)
        net, extra = _net_parser().parse_known_args(rest)
        if any(word.startswith("-") for word in extra):
            raise ValueError(f"unknown option {extra}")
    except (SystemExit, Exception):  # noqa: BLE001 - argparse's own errors: the usage line
        print(t("cli-error-usage"), file=sys.stderr)
        return 2
    lang = ns.lang or lang
    t = translator(lang)
    if ns.help:  # help only: never a server started nor a table opened for someone asking what they do
        print(t(f"net-help-{command}"))
        return 0
    if ns.version:
        from .version import version_lines

        print("\n".join(version_lines(lang)))
        return 0
    words = 2 if command == "join" else 0  # join's address and code; host and serve take no word
    stray = [*net.where[words:], *extra]  # after the address and code, argparse leaves a word in ``extra``
    if stray:
        # A stray word ("--password sesame ouvre" unquoted kept "sesame" and dropped "ouvre" without a word):
        # said, with how to give a value of several words.
        print(t("net-extra-word", word=stray[0]), file=sys.stderr)
        print(t("cli-error-usage"), file=sys.stderr)
        return 2
    try:
        port = flags.int_flag(net.port, 0, 65535, "--port", lang) if net.port is not None else DEFAULT_PORT
        wait = flags.int_flag(net.wait, MIN_WAIT, 3600, "--wait", lang) if net.wait is not None else 60
        silent = flags.int_flag(net.silent, 0, 99, "--silent", lang) if net.silent is not None else 3
        bots = flags.int_flag(ns.bots, 0, 9, "--bots", lang) if ns.bots is not None else 0
        ns.bots = None  # a shared table may have no bot at all (a solo game has at least one)
        match, console, _ = flags.options_from_flags(ns, lang)
    except flags.InvalidFlag as invalid:
        print(invalid.line, file=sys.stderr)
        print(t("cli-error-usage"), file=sys.stderr)
        return 2
    if len(net.password) > p.MAX_PASSWORD or not net.password.isprintable():
        print(t("error-password", max=p.MAX_PASSWORD), file=sys.stderr)
        print(t("cli-error-usage"), file=sys.stderr)
        return 2
    if net.name:  # a name given with a tab or an invisible sign: explained as at the name question
        problem = name_problem(net.name.strip())
        if problem is not None:
            from .console.reader import stdin_is_terminal

            if not stdin_is_terminal():  # nobody to ask: the reason, and the program ends (never a raw code)
                print(t(problem, max=p.MAX_NAME), file=sys.stderr)
                print(t("cli-error-usage"), file=sys.stderr)
                return 2
            print(t(problem, max=p.MAX_NAME), flush=True)
            net.name = None  # asked again, as a name typed at the question is
        else:
            net.name = net.name.strip()
    if command == "host" and not net.on and (net.store or net.certfile or net.keyfile):
        print(t("net-host-serve-only"), file=sys.stderr)  # the audit's M5: they were ignored without a word
        return 2
    if command == "serve":
        return serve(net.bind, port, net.certfile, net.keyfile, lang, net.store, net.redis, net.public,
                     tuple(net.allow_origin), tuple(net.proxy), pages)
    from .console.output import Output
    from .match import rules_of

    output = Output(sys.stdout)
    listing = False
    if command == "host":
        rules = rules_of(match)
        name = net.name or _ask_name(t)
        if name is None:
            return 0
        listed = _listed(t, net)
        if listed is None:
            return 0
        first: p.Create | p.Hello = p.Create(name[: p.MAX_NAME], lang, rules, bots, match.level.value, float(wait),
                                             float(console.pace), -1 if match.seed is None else match.seed,
                                             net.password, silent=silent, listed=listed,
                                             watch_chat=not net.quiet_watchers)
        if net.on:
            url = address_url(net.on, tls=bool(net.cafile))
            if not is_address(url):
                print(t("net-bad-address", address=net.on), file=sys.stderr)
                return 2
        else:
            # This computer and its address on its network, not every address (say --bind to choose).
            addresses = host_addresses(net.bind)
            server_thread = ServerThread(addresses, port, log=_host_log(), allow_origins=tuple(net.allow_origin),
                                         pages=pages, opens_tables=False)  # the host's table only
            port = server_thread.start()
            if server_thread.error is not None:  # said in words (the exception only in connection.log)
                import errno

                connection_log(f"host: cannot listen on {addresses} port {port}: {server_thread.error!r}")
                busy = server_thread.error.errno == errno.EADDRINUSE
                print(t("net-listen-in-use", port=port) if busy else
                      t("net-listen-failed", address=f"{_shown_host(net.bind)}:{port}"), file=sys.stderr)
                return 1
            url = f"ws://{_url_host(addresses[0])}:{port}"
        shown_address = net.on or f"{_shown_host(net.bind)}:{port}"
    else:
        where = list(net.where)
        listing = not where or len(where) == 1 and not _is_code(where[0])  # an address alone: its list
        if listing:
            where = [*where, ""]
        code = normal_code(where[-1])
        url = address_url(where[0], tls=bool(net.cafile)) if len(where) == 2 and where[0] \
            else f"ws://127.0.0.1:{port}"
        if not is_address(url):  # "ws://host:notaport" was tried, and said "No answer at..."
            print(t("net-bad-address", address=where[0]), file=sys.stderr)
            return 2
        from .net import seats

        held = None if listing or net.watch else seats.recall(code)  # this computer's seat there: back to it
        if held is not None and held[0]:
            first = p.Hello(code, net.name or "-", lang, held[0], held[1])
        elif listing and not net.watch and seats.held():
            # A seat kept here may be at a table of this list: the name is asked once a table without one is
            # chosen (a seat comes back as it is, never asked its name again).
            first = p.Hello(code, net.name or "", lang, password=net.password)
        else:
            name = net.name or _ask_name(t)
            if name is None:
                return 0
            first = p.Hello(code, name, lang, password=net.password, watch=net.watch)
        shown_address = where[0] if len(where) == 2 else ""
    client = Client(console, match, output, url, first, shown_address, cafile=net.cafile)
    if command == "host" and not net.on:
        client.local_server = server_thread  # the table lives in this program: it ends with it (said to all)
    client.listing = listing
    return client.run()


#: The shortest ``--wait`` (seconds): a silent player is given 15 s whatever the wait (the README says the
#: minimum), so a shorter one is refused, with the range, as the other numbers are.
MIN_WAIT = 15


def is_address(url: str) -> bool:
    """Whether ``url`` (as :func:`~.net.client.address_url` made it) names a server: ``ws://`` or ``wss://``,
    a host, and a port that is a number from 0 to 65535 ("ws://host:notaport" is none)."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a port that is no number, or out of range
    except ValueError:
        return False
    return parts.scheme in ("ws", "wss") and bool(parts.hostname)


def _is_code(text: str) -> bool:
    """Whether ``join``'s one word is a table's code ("482 913") rather than a server's address."""
    code = normal_code(text)
    return code.isdigit() and len(code) == 6 and not any(ch in text for ch in ".:/")


def _listed(t: Any, net: Any) -> bool | None:
    """Whether the table is in the server's list: ``--listed``/``--unlisted``; else a table on this computer
    is not (it is joined by its code), and one opened on a server (``--on``) is asked (``None``: no answer)."""
    if net.listed or net.unlisted:
        return bool(net.listed)
    if not net.on:
        return False
    from .console.reader import stdin_is_terminal

    if not stdin_is_terminal():
        return False
    from .console.keyboard import read_line

    yes, no = str(t("answer-yes")).casefold(), str(t("answer-no")).casefold()
    try:
        with quit_key_as_ctrl_c():
            _drop_typed(t)  # an early "y" never makes a table public (issue 33: keys typed before a question)
            while True:
                try:
                    answer = read_line(t("net-ask-listed") + " ").strip().casefold()
                except EOFError:
                    _goodbye(t)  # Ctrl+D ends as Ctrl+C does, as at the name question
                    return None
                if answer and yes.startswith(answer) != no.startswith(answer):
                    return yes.startswith(answer)
                print(t("net-ask-listed-again"))
    except KeyboardInterrupt:
        _goodbye(t)
        return None


def _drop_typed(t: Any) -> None:
    """Drop the keys typed at the terminal before a question, whole lines and a line begun (as the console's
    questions do: :meth:`uno_access.console.keyboard.Keyboard.discard`), and say so as solo play does ("Keys
    typed too early, ignored."), on a line of its own: a word the terminal echoed never heads the question.
    Ctrl+C among them raises ``KeyboardInterrupt``."""
    from .console.keyboard import Keyboard, line_begun

    keyboard = Keyboard()
    if keyboard.fd is None:
        return
    import termios

    keyboard.hold()  # a line begun is readable, and dropped, once the terminal no longer cooks lines
    try:
        dropped = keyboard.discard()
        termios.tcflush(keyboard.fd, termios.TCIFLUSH)
    except (OSError, termios.error):
        dropped = 0
    finally:
        keyboard.release()
    if dropped:
        begun = line_begun(keyboard.dropped.decode("utf-8", "replace"))
        print(("\n" if begun else "") + t("keys-typed-early"), flush=True)  # below the word echoed


def _goodbye(t: Any) -> None:
    """Ctrl+C at a question before the table: nothing is lost, the program ends as a match left does."""
    print()
    print(t("goodbye"), flush=True)


@contextmanager
def quit_key_as_ctrl_c() -> Iterator[None]:
    """Ctrl+\\ (SIGQUIT) at a question before the table ends the program as Ctrl+C does there: goodbye, and
    status 0 (the third tester heard nothing at "Your name >", status 131).  The program's own handler
    (:func:`uno_access.cli.main`) does so where the player's terminal sent it; here it does whoever sent it,
    and where that handler is not set (this module called by another program).  Elsewhere than in the main
    thread (no handler runs there) the block runs as it is."""
    number = getattr(signal, "SIGQUIT", None)
    if number is None or threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupt(_signum: int, _frame: object) -> None:
        raise KeyboardInterrupt

    try:
        previous = signal.signal(number, interrupt)
    except (ValueError, OSError):
        yield
        return
    try:
        yield
    finally:
        signal.signal(number, previous)


def _ask_name(t: Any) -> str | None:
    """The player's name, asked as every question is: keys typed before it never answer it (a name typed
    while the program started is dropped, and said dropped), and Ctrl+\\ and SIGTERM interrupt it at once
    (:func:`uno_access.console.keyboard.read_line`); Ctrl+C, Ctrl+\\ and Ctrl+D say goodbye; ``None`` then."""
    from .console.keyboard import read_line

    try:
        with quit_key_as_ctrl_c():
            _drop_typed(t)
            while True:
                try:
                    name, left_out = typed_name(read_line(t("prompt-name") + " "))
                except EOFError:
                    _goodbye(t)
                    return None
                problem = name_problem(name)
                if problem is None:
                    if left_out:
                        print(t("net-name-keys-left", name=name))
                    return name
                print(t(problem, max=p.MAX_NAME))
    except KeyboardInterrupt:
        _goodbye(t)
        return None


#: An escape sequence a key sends (an arrow, F1...) where a terminal cooks the line: no letter of a name.
_KEY_SEQUENCE = re.compile(r"\x1b(\[[0-9;?]*[ -/]*[@-~]|O.|.)?", re.DOTALL)


def typed_name(line: str) -> tuple[str, bool]:
    """A name typed at a question, its control keys left out (``True`` when some were): Ctrl+G, or an arrow a
    cooked line cannot move with, lands in the line as a control character ("Ann^GBob"), and the whole name
    was refused as "A name: 1 to 24 letters.", typed again for a reason that was not the one (the third
    tester).  The letters typed are kept, in their order."""
    kept = _KEY_SEQUENCE.sub("", line)
    kept = "".join(ch for ch in kept if unicodedata.category(ch) != "Cc")
    return kept.strip(), kept != line


def name_problem(name: str) -> str | None:
    """Why ``name`` (stripped) is no name, as the message that says it (what was wrong, what is allowed): a
    tab, a control or an invisible sign (``error-name-hidden``), none or too long (``error-name``); ``None``
    for a name the server reads (which may still refuse it as taken, or a word of the game)."""
    if not name.isprintable():
        return "error-name-hidden"
    if not 0 < len(name) <= p.MAX_NAME:
        return "error-name"
    return None


def _host_log() -> Any:
    """The host's server log: a file next to the saves (``host.log``), never the player's screen."""
    import time

    from .storage.paths import data_dir, ensure_dir

    try:
        ensure_dir(data_dir())
        stream = open(data_dir() / "host.log", "w", encoding="utf-8")  # open while the program runs
    except OSError:
        return lambda line: None

    def log(line: str) -> None:
        try:
            stream.write(f"{time.strftime('%H:%M:%S')} {line}\n")
            stream.flush()
        except (OSError, ValueError):
            pass

    return log


def connection_log(line: str) -> None:
    """A failure of the connection in full (an exception's name, a server's refusal code) for a bug report:
    appended to ``connection.log`` next to the saves, never said to the player."""
    import time

    from .storage.paths import data_dir, ensure_dir

    if not line:
        return
    try:
        ensure_dir(data_dir())
        with open(data_dir() / "connection.log", "a", encoding="utf-8") as stream:
            stream.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} {line[:500]}\n")
    except OSError:
        pass


def typed_address(url: str) -> str:
    """A server's address as the player types it: ``host:port`` (a ``wss://`` one keeps its scheme)."""
    return url.removeprefix("ws://").rstrip("/")


def _url_host(address: str) -> str:
    """An address as a URL writes it (an IPv6 one in brackets; every address: this computer)."""
    if address in ("", "0.0.0.0", "::"):
        return "127.0.0.1"
    return f"[{address}]" if ":" in address else address


def _shown_host(bind: str) -> str:
    """The address said to friends: the one listened on, else this computer's on its network."""
    return bind if bind and bind not in ("0.0.0.0", "::") else lan_address()


def host_addresses(bind: str = "") -> list[str]:
    """Where ``host`` listens: ``bind`` when given, else this computer itself and its address on its network
    (where friends reach it), not every address it has."""
    if bind:
        return [bind]
    return list(dict.fromkeys(["127.0.0.1", lan_address()]))


def lan_address() -> str:
    """This computer's address on its network (what friends type), else the loopback address."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: it only picks the outgoing interface
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def web_address(address: str, code: str) -> str:
    """The page a friend opens in a browser to sit at the table ``code`` (the server answers HTTP on its port:
    :mod:`uno_access.web`)."""
    host = address.split("://", 1)[-1].rstrip("/")
    scheme = "https" if address.startswith("wss://") else "http"
    return f"{scheme}://{host}/t/{code}"


class ServerThread:
    """A server in a thread of this process (``host``): it stops with the program.  ``opens_tables``: ``False``
    for ``host`` (its host's table only: a page reaching it opens no table in the host's program)."""

    def __init__(self, bind: str | list[str], port: int, log: Any = None, *, certfile: str | None = None,
                 keyfile: str | None = None, allow_origins: tuple[str, ...] = (), pages: Pages | None = None,
                 opens_tables: bool = True) -> None:
        self.bind = bind
        self.port = port
        self.certfile, self.keyfile = certfile, keyfile
        self.server = Server(log=log or (lambda line: None), allow_origins=allow_origins,
                             seeds=True, pages=pages, keep_host=True,  # a person's own table: --seed deals
                             opens_tables=opens_tables)
        self._started = threading.Event()
        #: Why the server could not listen (its port taken, an address not this computer's): ``None`` once it
        #: listens.  Said by ``host`` in words; it was a thread's traceback, and a 10-second wait.
        self.error: OSError | None = None
        self._thread = threading.Thread(target=self._run, name="uno-access-server", daemon=True)

    def start(self) -> int:
        self._thread.start()
        self._started.wait(10)
        return self.port

    def _run(self) -> None:
        async def main() -> None:
            self._loop = asyncio.get_running_loop()
            try:
                self.port = await self.server.start(self.bind, self.port, certfile=self.certfile,
                                                    keyfile=self.keyfile)
            except OSError as error:
                self.error = error
                self._started.set()
                return
            self._started.set()
            await self.server.serve_forever()

        asyncio.run(main())

    _loop: asyncio.AbstractEventLoop | None = None

    def close_tables(self, seconds: float = 2.0) -> None:
        """The host quits: every table of this program is closed, each guest told once why (the table lived
        here), before the program ends (at most ``seconds``)."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        try:
            asyncio.run_coroutine_threadsafe(self.server.close_tables(), loop).result(seconds)
        except Exception:  # noqa: BLE001 - the program ends anyway: the guests then hear the connection lost
            pass


def serve(bind: str, port: int, certfile: str | None, keyfile: str | None, lang: str, store: str | None = None,
          redis: str | None = None, public: str | None = None, allow_origins: tuple[str, ...] = (),
          proxies: tuple[str, ...] = (), pages: Pages | None = None) -> int:
    """A server with many tables, logging one line per table event to stderr, until Ctrl+C or SIGTERM.

    Its tables are kept in ``store`` (SQLite; ``server.db`` next to the saves by default): started again, it
    takes them back.  With ``redis`` (a URL), several servers share that Redis as their directory of tables and
    their store (:mod:`.directory`); ``public`` is this server's address as clients reach it (by default
    ``ws://`` and this computer's address on its network, with the port).  It listens on ``bind`` (every
    address when empty: a club's server); a web page may connect only from its own host or
    ``allow_origins``; ``proxies`` are the reverse proxies in front of it (their clients' addresses are
    read from ``X-Forwarded-For``)."""
    from .storage.paths import data_dir, ensure_dir

    t = translator(lang)
    if store is None:
        ensure_dir(data_dir())
        store = str(data_dir() / "server.db")

    async def main() -> None:
        directory = None
        if redis:
            from .net.directory import Directory

            directory = Directory(redis, public or "")
            server = Server(directory=directory, allow_origins=allow_origins, proxies=proxies, seeds=False,
                            min_pace=MIN_PACE, pages=pages)
        else:
            server = Server(store=open_store(store), allow_origins=allow_origins, proxies=proxies, seeds=False,
                            min_pace=MIN_PACE, pages=pages)
        try:
            listening = await server.start(bind, port, certfile=certfile, keyfile=keyfile)
        except OSError as error:  # said in words, as host says it (it was a traceback)
            await server.close()
            raise _CannotListen(error) from None
        if directory is not None and not public:  # the port is known now (--port 0: any free one)
            directory.address = server.address = f"{'wss' if certfile else 'ws'}://{lan_address()}:{listening}"
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for name in ("SIGTERM", "SIGHUP"):  # stopped as Ctrl+C stops it, here in the loop: see below
            try:
                loop.add_signal_handler(getattr(signal, name), stop.set)
            except (AttributeError, NotImplementedError, RuntimeError):  # not on this system
                pass
        server.take_back()
        print(t("net-serving", port=listening), file=sys.stderr, flush=True)
        housekeeping = asyncio.create_task(server.serve_forever())
        try:
            await stop.wait()
        finally:
            housekeeping.cancel()
            # The tables are kept as they go; the connections are told the server stops, and a peer that does
            # not answer is not waited for long: the server must go when it is asked to (a restart, a deploy).
            try:
                await asyncio.wait_for(server.close(), SHUTDOWN_WAIT)
            except TimeoutError:
                pass

    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        return 0
    except _CannotListen as cannot:
        import errno

        print(t("net-listen-in-use", port=port) if cannot.error.errno == errno.EADDRINUSE else
              t("net-listen-failed", address=f"{bind or '0.0.0.0'}:{port}"), file=sys.stderr)
        return 1
    return 0


class _CannotListen(Exception):
    """The server could not listen (its port taken, an address not this computer's)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


def open_store(path: str) -> Any:
    """The server's store at ``path``: a damaged file is set aside for a fresh one (one log line); a file that
    cannot be opened at all (a folder, a full disk at start) leaves the server running with its tables kept
    in memory only, said in one log line."""
    from .net.server import _stderr
    from .net.store import StoreUnavailable, TableStore

    try:
        return TableStore(path, log=_stderr)
    except StoreUnavailable as error:
        _stderr(f"store {path} cannot be opened ({error.reason[:100]}): tables are not kept on disk")
        return TableStore(":memory:", log=_stderr)


class _LobbyKeys:
    """The keys before the match: only help and repeat say something."""

    def __init__(self, client: Client) -> None:
        self.client = client

    def on_key(self, key: Any) -> Any:
        from .console.reader import Key

        if key is Key.HELP:
            self.client.output.say([self.client.lobby_line()])
        elif key is Key.REPEAT:
            self.client.output.repeat()
        return None


class Client:
    """One console at a shared table: the lobby, then the match (a Session on a RemoteTable)."""

    #: ``join ADDRESS`` with no code: the server's open tables are listed first, and one is chosen (issue 33).
    listing = False

    def __init__(self, console: Any, match: Any, output: Any, url: str, first: p.Create | p.Hello,
                 address: str, *, cafile: str | None = None) -> None:
        self.console = console
        self.match = match
        self.output = output
        self.url = url
        self.first = first
        self.address = address
        self.t = translator(console.lang)
        self.names: list[str] = []
        self.welcome: p.Welcome | None = None
        self.session: Any = None
        self.reader: Any = None
        self._started = False
        self.link = Link(url, first, wake=self._wake, cafile=cafile, log=connection_log)
        #: The server of a `host` table, in this program (the table ends with it); ``None`` elsewhere.
        self.local_server: ServerThread | None = None
        #: The host's seat as said by the server (it passes on when the host leaves).
        self.host_seat = 0
        #: "Play again?" answered yes: the lobby waits for the others (Enter starts nothing).
        self.again_asked = False
        from .net import seats

        self.link.remember = seats.remember

    def _wake(self, message: Any) -> None:
        session = self.session
        if session is not None:
            session.wake_for(message)
        elif self.reader is not None and hasattr(self.reader, "wake"):
            self.reader.wake(force=isinstance(message, p.Ask))

    def make_reader(self) -> Any:
        """The console's reader of the player's lines and keys (a web seat's comes from its page)."""
        from .console.reader import reader_for, stdin_is_terminal

        return reader_for(self.output, _LobbyKeys(self), self.console.lang, plain=self.console.plain,
                          interactive=stdin_is_terminal())

    def keys_work(self) -> bool:
        """Whether the player's keys work (F1, F2, Page Up), or only typed words (a page's keys do)."""
        from .console.reader import keys_work, stdin_is_terminal

        return keys_work(plain=self.console.plain, interactive=stdin_is_terminal())

    def lobby_line(self) -> str:
        welcome = self.welcome
        if self.again_asked:
            return self.t("net-again-wait")
        if welcome is not None and welcome.host:
            return self.t("net-host-start")
        host = self.names[self.host_seat] if 0 <= self.host_seat < len(self.names) else ""
        return self.t("net-wait-host", host=host)

    def run(self) -> int:
        from .console.commands import Command, Verb, parse_command
        from .console.speech_setup import start_sounds, start_speech

        console, t, output = self.console, self.t, self.output
        source = start_speech(console.speech, console.lang, output, rate=console.rate, volume=console.volume,
                              voice=console.voice, check=2.0, announce=False)
        start_sounds(console, output)
        output.say([*source, t("welcome" if self.keys_work() else "welcome-plain")])
        self.reader = reader = self.make_reader()
        status = self.choose_table(reader) if self.listing else None  # issue 33: the list, then its table
        if status is not None:
            output.speaker.close()
            return status
        if self.watching:
            self.link.remember = lambda code, token, seq: None  # a spectator has no seat to come back to
        self.link.start()
        try:
            if self.watching:  # issue 33: a spectator's console
                from .console.watch import Watching

                return Watching(self).run(reader)
            table: RemoteTable | None = None
            first_wait = False
            while table is None:  # the lobby
                # Before the first welcome, after the host's Enter, and once the match has started, the next
                # message comes before any prompt (the match's first news are on their way).
                waiting = self.welcome is None or first_wait or self._started
                message = self.link.inbox.get() if waiting else None
                first_wait = False
                reader.clear_wake()  # after the wait, before reading what came: no message is missed
                started = self._lobby_messages(message)
                if type(started) is int:  # an exit status (a bool is the lobby going on)
                    return started
                if started:
                    assert self.welcome is not None
                    table = RemoteTable(self.link, self.welcome)
                    self.again_asked = False
                    code = self._play(table)
                    if code != 0 or self.session is None or self.session.quitting:
                        return code
                    again = self.play_again(table)
                    if again is not True:
                        return again or 0
                    table = None
                    self._started = False
                    continue
                if self.welcome is None or self._started:
                    continue  # a seat come back to a match going on: its news and question come next, no lobby
                prompt = t("prompt-lobby-host" if self.welcome.host and not self.again_asked else "prompt-lobby")
                reader.timed()
                line = reader.read(prompt + " ")
                if line is None:  # Ctrl+D (the end of input): as Ctrl+C does, goodbye (it ended in silence)
                    self.leave()
                    output.say([t("goodbye")])
                    return 0
                command = line if isinstance(line, Command) else parse_command(line, console.lang)
                if command.verb is Verb.WAKE:
                    continue
                if command.verb is Verb.QUIT:
                    self.leave()
                    output.say([t("goodbye")])
                    return 0
                if command.verb is Verb.SAY and isinstance(line, str):
                    text = line.strip().partition(" ")[2].strip()
                    output.say([t("chat-empty")]) if not text else self.link.send(p.Chat(text))
                elif command.verb is Verb.KICK and isinstance(line, str):
                    self.kick(line)
                elif self.again_asked:
                    output.say([t("net-again-wait")])  # play again: the match starts once everyone said yes
                elif command.verb is Verb.EMPTY and self.welcome.host:
                    self.link.send(p.Start())
                    first_wait = True  # the answer (the match, or why not) before the prompt again
                else:
                    output.say([self.lobby_line()])
            return self._play(table)
        finally:
            if self.local_server is not None:
                self.local_server.close_tables()  # a `host` table ends with this program: its guests are told
            self.link.close()
            output.speaker.close()

    def _lobby_messages(self, first: Any) -> bool | int:
        """Handle what came before the match; ``True`` once it started, an exit status when it cannot."""
        t, output = self.t, self.output
        pending = [first] if first is not None else []
        while True:
            if not pending:
                if self.link.inbox.empty():
                    return False
                pending.append(self.link.inbox.get())
            message = pending.pop(0)
            from .console.net_seat import presence_line

            seat = self.welcome.seat if self.welcome else -1
            if isinstance(message, p.Presence) and message.what == "host" and message.name == self.first.name:
                seat = message.seat  # this console hosts now: its seat moved up, its new welcome comes next
            own = presence_line(t, message, self._name_of, seat)
            if isinstance(message, p.Past):
                own = None  # the seat's history: the table reads it (below, with the news)
            if own is not None:
                if isinstance(message, p.Presence) and message.what == "host":
                    self.host_seat = message.seat
                if own:
                    output.say([own])
                continue
            if isinstance(message, p.Welcome):
                was = self.welcome
                self.welcome = message
                self.names = list(message.names)
                self._started = self._started or message.started
                back_as = self._back_as(message) if was is None else []
                if was is None and message.started:
                    output.say([t("net-reconnected"), *back_as])  # a seat come back: the match goes on
                elif was is None:
                    output.say(back_as)
                    if message.host:
                        output.say([t("net-code", code=spoken_code(message.code)),
                                    t("net-address", address=self.address),
                                    t("net-web-address", address=web_address(self.address, message.code)),
                                    *([t("net-host-quit")] if self.local_server is not None else []),
                                    t("net-host-start")])
                    else:
                        output.say([self.lobby_line()])
            elif isinstance(message, p.Presence):
                if message.what == "joined":
                    while len(self.names) <= message.seat:
                        self.names.append("")
                    self.names[message.seat] = message.name
                    output.say([t("net-joined", player=message.name)])
                elif message.what == "started":
                    self._started = True
                    if hasattr(output, "new_part"):
                        output.new_part()  # repeat (F2) at the first turn: the match, not the whole lobby again
                    output.say([t("net-started")])
                else:
                    output.say([t(f"net-{message.what}", player=message.name)])
            elif isinstance(message, p.Said) and message.seat < 0 and message.name:  # a spectator (issue 33)
                output.say([t("net-said-watcher", player=message.name, text=message.text)])
            elif isinstance(message, p.Said):
                name = self.names[message.seat] if 0 <= message.seat < len(self.names) else ""
                output.say([t("net-said", player=name, text=message.text)])
            elif isinstance(message, p.Refused):
                from .net import seats

                if message.reason == "bad-token":
                    seats.forget(self.link.code)  # that seat is no more (the match ended, the table closed)

                if self.welcome is None and message.reason == "no-table" and self.list_password:
                    if self.password_again():
                        continue  # issue 33: a wrong password typed at the list is asked again
                    output.say([t("goodbye")])
                    return 0
                left = self.welcome is None and message.reason == "no-table" and seats.was_left(self.link.code)
                if self.welcome is None and message.reason == "no-table" and self.list_code:
                    output.say([t("net-left-table") if left else self._refusal_line(message)])
                    listed = self.list_again()  # a code typed at "Table >": the list again, asked again
                    if listed is not None:
                        return listed
                    continue
                if left:
                    output.say([t("net-left-table")])  # the table plays on: "no table" was untrue
                    return 1
                output.say([self._refusal_line(message)])  # the detail is the engine's English, for logs
                if self.welcome is None and message.reason in NAME_REFUSALS:
                    if self.rename():
                        continue  # issue 33: asked for another name, said again on a new connection
                    output.say([t("goodbye")])  # none given (Ctrl+C, Ctrl+\, Ctrl+D): as at the first question
                    return 0
                if self.welcome is None:
                    return 1
            elif isinstance(message, (Lost, Back)):  # in the lobby too: the guest waited on, told nothing
                output.say([t("net-lost" if isinstance(message, Lost) else "net-reconnected")])
            elif isinstance(message, Gone):
                if message.reason in ("bad-token", "no-table", "kicked", "table-gone", "seat-gone"):
                    from .net import seats

                    seats.forget(self.link.code)  # that seat is no more (the match ended, the table closed)
                if message.reason != "closed":  # else said by the host's "closed"
                    output.say([self.gone_line(message)])
                return 1
            elif isinstance(message, (p.News, p.Ask, p.Past)):
                self.link.inbox.queue.appendleft(message)  # the match's first news: the session reads them
                for later in reversed(pending):
                    self.link.inbox.queue.appendleft(later)
                return True

    def _back_as(self, welcome: p.Welcome) -> list[str]:
        """A seat kept on this computer taken back with another ``--name``: the seat keeps its own, and says it
        (the third tester's ``--name`` was dropped without a word); else nothing."""
        given = self.first.name.strip()
        if not getattr(self.first, "token", "") or given in ("", "-") or not 0 <= welcome.seat < len(welcome.names):
            return []
        name = welcome.names[welcome.seat]
        return [] if not name or name == given else [self.t("net-back-as", player=name)]

    def _refusal_line(self, message: p.Refused) -> str:
        """A refusal before the table, in the player's language; a name refused as a game word says which word
        (what was wrong) and that a name without it will do (what is allowed)."""
        from .console.net_seat import refusal_line

        if message.reason == "name-reserved":
            from .net.lobby import reserved_word

            word = reserved_word(self.first.name, self.console.lang)
            if word:
                return self.t("net-refused-name-word", word=word)
        return refusal_line(self.t, message)

    def _play(self, table: RemoteTable) -> int:
        from .console.session import Session
        from .match import MatchOptions

        welcome = self.welcome
        assert welcome is not None
        table.advance()  # the first question (and the deal's news, kept until the session sits)
        session = Session(MatchOptions(), self.console, self.output, self.reader, table=table,
                          names=welcome.names)
        if hasattr(self.reader, "handler"):
            self.reader.handler = session
        self.session = session
        code = session.run()
        if session.quitting:
            self.leave()  # the seat left: forgotten there
            if self.local_server is None:
                from .net import seats

                seats.mark_left(self.link.code)  # a later `join` of this code is told why no seat waits
        elif code == 0:
            from .net import seats

            seats.forget(self.link.code)  # the match is over: no seat to come back to
        return code

    # ------------------------------------------------------------ who holds the table (issue 33)

    def _name_of(self, seat: int, name: str) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) and self.names[seat] else name

    def leave(self) -> None:
        """The player leaves the table: a `host` table (in this program) is closed first, every guest told once
        why ("Alice quit: the table is closed."); elsewhere the table goes on (a bot, or the next host)."""
        from .net import seats

        if self.local_server is not None:
            self.local_server.close_tables()
        self.link.close(leave=True)
        # The seat is freed at once: its token is no key to the table any more, and kept it made the next
        # ``join`` of this computer ask for that seat, refused as "no table" (README: typed again, it sits you).
        seats.forget(self.link.code)

    def kick(self, line: str) -> None:
        """``kick NAME`` in the lobby: the server decides (the host removes; while the host is away, a vote)."""
        name = line.strip().partition(" ")[2].strip()
        if not name:
            self.output.say([self.t("kick-empty")])
        else:
            self.link.send(p.Kick(name[:p.MAX_NAME]))

    def play_again(self, table: RemoteTable) -> bool | int:
        """At "Match over": "Play again, same people? (y/n)"; ``True`` once yes was sent (the lobby waits for
        the others), ``False`` for no (the seat left), an exit status when the table ended meanwhile.  Keys
        typed before the question never answer it; what came after "Match over" is said first."""
        from .console.commands import Command, Verb, parse_command, yes_no

        t, output = self.t, self.output
        self.session = None  # the next wakes are this question's
        pending = list(table.after)
        table.after.clear()
        for message in reversed(pending):
            self.link.inbox.queue.appendleft(message)
        ended = self._lobby_messages(None)
        if type(ended) is int:
            return ended
        discard = getattr(self.reader, "discard", None)
        if discard is not None:
            discard()  # typed before the question: never its answer
        while True:
            if hasattr(self.reader, "timed"):
                self.reader.timed()
            line = self.reader.read(t("prompt-again-table") + " ")
            if line is None and getattr(self.reader, "key_eof", False):
                line = Command(Verb.QUIT)  # Ctrl+D typed: as Ctrl+C (a pipe's end leaves as it did)
            if line is None:  # the end of piped input: as "no" and Ctrl+C do, goodbye
                self.leave()
                output.say([t("goodbye")])
                return False
            command = line if isinstance(line, Command) else parse_command(line, self.console.lang)
            if command.verb is Verb.WAKE:
                self.reader.clear_wake()
                ended = self._lobby_messages(None)
                if type(ended) is int:
                    return ended
                continue
            answer = False if command.verb is Verb.QUIT else yes_no(line, self.console.lang) \
                if isinstance(line, str) else None
            if answer is None:
                output.say([t("error-yes-no")])
                continue
            if not answer:
                closing = self.close_table_asked()
                if closing is None:
                    continue  # the host stays: "Play again?" asked again
                if type(closing) is int:
                    return closing
                self.leave()
                output.say([t("goodbye")])
                return False
            self.again_asked = True
            self.link.send(p.Again())
            output.say([t("net-again-wait")])
            return True

    def close_table_asked(self) -> bool | int | None:
        """A ``host`` leaving at "Play again?" closes the table for its guests, who might play again: with
        people at the table it asks "Close the table for everyone?" first (Ctrl+C said goodbye at once).
        ``True``: leave; ``None``: stay (asked "Play again?" again); an exit status when the table ended."""
        from .console.commands import Command, Verb, parse_command, yes_no

        welcome = self.welcome
        if self.local_server is None or welcome is None or not any(
                name and seat != welcome.seat and seat not in welcome.bots for seat, name in enumerate(self.names)):
            return True
        t = self.t
        self.output.say([t("net-close-table-why")])
        while True:
            if hasattr(self.reader, "timed"):
                self.reader.timed()
            line = self.reader.read(t("prompt-close-table") + " ")
            if line is None:
                return True  # Ctrl+D, or the end of input: yes, as Ctrl+C says at a quit question
            command = line if isinstance(line, Command) else parse_command(line, self.console.lang)
            if command.verb is Verb.WAKE:
                self.reader.clear_wake()
                ended = self._lobby_messages(None)
                if type(ended) is int:
                    return ended
                continue
            if command.verb is Verb.QUIT:
                return True
            answer = yes_no(line, self.console.lang) if isinstance(line, str) else None
            if answer is None and isinstance(line, str) and not line.strip():
                answer = False  # Enter alone: the table stays open, the default in brackets
            if answer is None:
                self.output.say([t("error-yes-no")])
                continue
            return True if answer else None

    # ------------------------------------------------------------ issue 33: the list, spectators, names

    @property
    def watching(self) -> bool:
        """Whether this console watches the table (``join --watch``, or a table of the list being played)."""
        return isinstance(self.first, p.Hello) and self.first.watch

    def choose_table(self, reader: Any) -> int | None:
        """The server's open tables said and one chosen (:mod:`.tables`): ``None`` once this console's first
        message is that table's hello; else an exit status (0: the player left; 1: no list)."""
        import dataclasses

        from .console.open_tables import choose_table, fetch_tables

        t, output = self.t, self.output
        tables = fetch_tables(self.url, self.link.cafile)
        if isinstance(tables, Gone):
            connection_log(tables.detail)
            output.say([self.gone_line(tables)])
            return 1
        from .net import seats

        held = frozenset() if self.watching else seats.held()
        self.list_code = self.list_password = False
        chosen = choose_table(reader, output, t, tables, keys=self.keys_work(), held=held)
        if chosen is None:
            output.say([t("goodbye")])
            return 0
        assert isinstance(self.first, p.Hello)
        seat = seats.recall(chosen.code) if chosen.code in held else None
        if seat is not None:  # this computer's seat at that table: back to it, no name nor password asked
            self.first = dataclasses.replace(self.first, code=chosen.code, name=self.first.name or "-",
                                             token=seat[0], last_seq=seat[1], watch=False)
            self.link = self._new_link(self.first)
            return None
        if not self.first.name:
            name = self.ask_name()
            if name is None:
                output.say([t("goodbye")])
                return 0
            self.first = dataclasses.replace(self.first, name=name)
        password = ""
        if chosen.password:
            line = self._lobby_answer(t("prompt-password") + " ")
            if line is None:
                output.say([t("goodbye")])
                return 0
            password = self._typed_password(line)
            self.list_password = True  # a wrong one is asked again (the server says only no-table)
        self.first = dataclasses.replace(self.first, code=chosen.code, password=password or self.first.password,
                                         watch=self.first.watch or chosen.watch)
        self.list_code = chosen.typed
        self.link = self._new_link(self.first)
        return None

    #: The password was typed at the list: a ``no-table`` before the welcome means it was wrong.
    list_password = False
    #: The code was typed at the list's "Table >": a ``no-table`` before the welcome says so and lists again.
    list_code = False

    def list_again(self) -> int | None:
        """A code typed at the list seated nobody: the list said again and asked (it ended the program,
        status 1); ``None`` once another table's hello is on its way, else an exit status."""
        self.link.close()
        status = self.choose_table(self.reader)
        if status is None:
            if self.watching:
                self.link.remember = lambda code, token, seq: None
            self.link.start()
        return status

    def password_again(self) -> bool:
        """The password typed at the list was wrong: said, asked again, and the table's hello said again on a
        new connection (``False``: Enter alone, or the end of input: the console ends)."""
        import dataclasses

        t = self.t
        self.output.say([t("net-list-password-wrong")])
        line = self._lobby_answer(t("prompt-password") + " ")
        password = self._typed_password(line) if line is not None else ""
        if not password:
            return False
        self.link.close()
        self.first = dataclasses.replace(self.first, password=password)
        self.link = self._new_link(self.first)
        if self.watching:
            self.link.remember = lambda code, token, seq: None
        self.link.start()
        return True

    def _typed_password(self, line: str) -> str:
        """A password typed at the list, its control keys left out and said as in a name (:func:`typed_name`):
        a password holds printable characters only (``--password``'s rule, the protocol's), and "Ann^GBob" was
        sent as it was, refused by the table as a bad field and the console ended.  Not said itself."""
        password, left_out = typed_name(line)
        if left_out:
            self.output.say([self.t("net-password-keys-left")])
        return password

    def rename(self) -> bool:
        """The server refused this console's name (taken at the table, or a word of the game): another is
        asked, and said on a new connection (``False``: none given, the console ends)."""
        import dataclasses

        name = self.ask_name()
        if name is None:
            return False
        self.link.close()
        self.first = dataclasses.replace(self.first, name=name)
        self.link = self._new_link(self.first)
        if self.watching:
            self.link.remember = lambda code, token, seq: None
        self.link.start()
        return True

    def _lobby_answer(self, prompt: str) -> str | None:
        """A line typed at a question before the table (``None``: the end of input, or Ctrl+C).  News that come
        meanwhile wake the reader, and never answer it: a refused connection closing as a name is asked again
        ended the console in silence."""
        from .console.commands import Command, Verb

        while True:
            line = self.reader.read(prompt) if self.reader is not None else None
            if isinstance(line, Command) and line.verb is Verb.WAKE:
                self.reader.clear_wake()
                continue
            return line if isinstance(line, str) else None

    def ask_name(self) -> str | None:
        """The player's name, asked at the console's reader until it is one (``None``: the end of input, Ctrl+C
        or Ctrl+\\)."""
        t = self.t
        while True:
            with quit_key_as_ctrl_c():  # the plain reader's Ctrl+C: its quit
                line = self._lobby_answer(t("prompt-name") + " ")
            if line is None:
                return None
            name, left_out = typed_name(line)
            problem = name_problem(name)
            if problem is None:
                if left_out:
                    self.output.say([t("net-name-keys-left", name=name)])
                return name
            self.output.say([t(problem, max=p.MAX_NAME)])

    def gone_line(self, gone: Gone) -> str:
        """Why the table is out of reach, in words: where the console looked for it, never a code."""
        from .console.net_seat import gone_line

        if gone.reason == "tls":
            return gone_line(self.t, gone.reason, self.link.url)  # the wss:// address to type
        return gone_line(self.t, gone.reason, self.address or typed_address(self.url))

    def _new_link(self, first: p.Create | p.Hello) -> Link:
        from .net import seats

        link = Link(self.url, first, wake=self._wake, cafile=self.link.cafile, log=connection_log)
        link.remember = seats.remember
        return link


#: The refusals of a name (issue 33): the console asks for another.
NAME_REFUSALS = ("name-taken", "name-reserved", "name-letters", "name-scripts", "bad-name")
