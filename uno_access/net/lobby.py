"""The room around a table (issue 33): the server's list of open tables, spectators, names and the chat.

- **The list.** A table opened with ``create.listed`` is in the server's list (:func:`listing`), which a
  client asks for before its ``hello`` (``list``); a table that is not listed is never in it, so the one
  ``no-table`` answer to a wrong code still tells nobody which codes exist.
- **Spectators.** A ``hello`` with ``watch`` sits a :class:`Watcher`: no seat, no hand, no question; the
  table's news as a player who holds no card sees them (``seen_by`` of a viewer no player is), and the chat
  (they may chat unless the host said no, ``create.watch_chat``).  The seats hear "Carol is watching."
- **Names.** Unique at a table (compared as heard: letter case, accents, spaces and punctuation aside, a
  Cyrillic or Greek letter that looks Latin as its look-alike), in one alphabet (no Latin mixed with
  Cyrillic or Greek: "S\u0430m" with a Cyrillic "а" would pass for Sam), only
  letters (with spaces, ``-``, ``'``, ``.``: no digit, comma or emoji), and holding no game word or card
  ("Your turn", "Match over", "Red", "Uno"...: ``net-reserved-names`` in each language), so no line of a
  person can pass for a line of the game.  The bots' names are given by each console, never one a person has
  (:func:`uno_access.console.session.shared_names`).
- **The chat** is throttled per person (:class:`ChatBudget`): a few lines a second; past that a line is
  refused ``chat-flood`` once, and the next ones over it are dropped without a word until a pause.

A room holds one :class:`Lobby`; like the room, it is driven by one message at a time and never blocks.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from . import protocol as p
from .room_base import RoomError, deal_news

if TYPE_CHECKING:
    from ..table.messages import News as TableNews
    from .room import Person, Room

#: Chat lines a person may say a second on average, and at once.
CHAT_RATE = 2.0
CHAT_BURST = 5.0
#: Where the spectators sit at the table's links (past any seat: their ``seen_by`` is nobody's).
WATCH_BASE = 1000
#: Spectators one table holds at most.
MAX_WATCHERS = 50
#: Seconds a table whose people are all away stays in the list (they may come back: a blip, a restart); past
#: that it is abandoned, and no longer listed (the server closes it later, IDLE_TABLE).
LIST_AWAY = 120.0
#: Spectators one address holds at one table at once (the break report: one stranger opened 55).
WATCHERS_PER_ADDRESS = 3
#: A spectator gone within these seconds is not said to go (one who opens and closes again and again is no
#: flood of "X stopped watching.").
WATCH_QUIET = 5.0
#: "X is watching." is said of a name once in these seconds (unless "X stopped watching." was said since),
#: and of :data:`WATCH_SAID_BURST` arrivals at once, then one every :data:`WATCH_SAID_EVERY` seconds: past
#: that, an arrival is not said (40 strangers coming and going were 80 lines to every seat).
WATCH_SAID_AGAIN = 300.0
WATCH_SAID_BURST = 3
WATCH_SAID_EVERY = 20.0
#: Spectators' tokens a table remembers giving (:meth:`Lobby.restored`): the oldest are forgotten.
MAX_ISSUED = 1000


#: Cyrillic and Greek letters that look like a Latin one (capitals look like capitals, small letters like
#: small letters: a small Cyrillic "в" is no "b"), heard as that Latin letter: "S\u0430m" with a Cyrillic
#: "а" reads "Sam" on every screen, and must be Sam's name as heard (the tester's report: a guest posed as the
#: host).  Applied to the letters without their accents (NFKD), before the letter case is folded.
LOOK_ALIKES = str.maketrans(
    # Cyrillic: small а е о р с у х і ј ѕ ԁ һ ԛ ԝ ӏ, capital А В Е К М Н О Р С Т Х У І Ј Ѕ Ԛ Ԝ Ӏ
    "\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0456\u0458\u0455\u0501\u04bb\u051b\u051d\u04cf"
    "\u0410\u0412\u0415\u041a\u041c\u041d\u041e\u0420\u0421\u0422\u0425\u0423\u0406\u0408\u0405"
    "\u051a\u051c\u04c0"
    # Greek: small ο α ν ρ ι κ τ υ χ, capital Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ
    "\u03bf\u03b1\u03bd\u03c1\u03b9\u03ba\u03c4\u03c5\u03c7"
    "\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4\u03a5\u03a7",
    "aeopcyxijsdhqwl"
    "ABEKMHOPCTXYIJSQWI"
    "oavpiktux"
    "ABEZHIKMNOPTYX")
#: The alphabets whose letters look alike: a name holds the letters of one of them at most.
ALPHABETS = ("LATIN", "CYRILLIC", "GREEK")


def name_key(name: str) -> str:
    """A name as it is heard: letter case, accents and punctuation aside ("À  vous!" → "a vous"), a Cyrillic
    or Greek letter that looks Latin as its Latin look-alike (:data:`LOOK_ALIKES`)."""
    folded = unicodedata.normalize("NFKD", name).translate(LOOK_ALIKES)
    decomposed = unicodedata.normalize("NFKD", folded.casefold())
    letters = "".join(ch if ch.isalnum() else " " for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(letters.split())


@cache
def reserved_names() -> tuple[str, ...]:
    """The game's words no person may take as a name, in every language (``net-reserved-names``)."""
    from ..i18n import LANGUAGES, translator

    words: list[str] = []
    for lang in LANGUAGES:
        words.extend(name_key(word) for word in translator(lang)("net-reserved-names").split("|"))
    return tuple(dict.fromkeys(word for word in words if word))


def is_reserved(name: str) -> bool:
    """Whether ``name`` holds one of the game's words or phrases, or a card's, in any language, as whole words
    ("Alice plays", "Match over", "Red": "Youssef" and "Redmond" are names)."""
    key = f" {name_key(name)} "
    return key == "  " or any(f" {word} " in key for word in reserved_names())


def reserved_word(name: str, lang: str) -> str:
    """The game's word or phrase ``name`` holds (the longest, so "match over" rather than "match"), as the
    list of ``lang`` writes it, else as another language's does (accents kept: "partie terminée");
    ``""`` when it holds none.  The console says it to a player whose name was refused ``name-reserved``."""
    from ..i18n import LANGUAGES, translator

    key = f" {name_key(name)} "
    held = [word for word in reserved_names() if f" {word} " in key]
    if not held:
        return ""
    word = max(held, key=len)
    for other in (lang, *(each for each in LANGUAGES if each != lang)):
        for written in translator(other)("net-reserved-names").split("|"):
            if name_key(written) == word:
                return written.strip()
    return word


#: The marks a name may hold besides letters (and spaces): "Jean-Luc", "O'Neil", "J. R.".
NAME_MARKS = frozenset("-'’.")


def has_only_letters(name: str) -> bool:
    """Whether ``name`` is words of letters (with spaces and :data:`NAME_MARKS` between): a digit only inside a
    word ("Temp3"), never a number of its own ("r 7", "+4", "Round 1"), no comma
    ("Eve, official, 1 of 2" would fake a line of the list), no emoji, no "!!!"."""
    decomposed = unicodedata.normalize("NFKD", name)
    if not all(ch.isalnum() or ch == " " or ch in NAME_MARKS or unicodedata.combining(ch) for ch in decomposed):
        return False
    words = decomposed.split()
    return bool(words) and all(any(ch.isalpha() for ch in word) for word in words)


def alphabets(name: str) -> set[str]:
    """The alphabets of :data:`ALPHABETS` whose letters ``name`` holds (a full-width or styled Latin letter
    is Latin: NFKD makes it one)."""
    held: set[str] = set()
    for ch in unicodedata.normalize("NFKD", name):
        if ch.isalpha():
            script = unicodedata.name(ch, "").split(" ", 1)[0]
            if script in ALPHABETS:
                held.add(script)
    return held


def heard_key(name: str) -> str:
    """A name as heard, spaces aside too: "A l i c e" and "Al-ice" are Alice."""
    return name_key(name).replace(" ", "")


class ChatBudget:
    """One person's chat: :data:`CHAT_RATE` lines a second on average, :data:`CHAT_BURST` at once."""

    def __init__(self, now: float) -> None:
        self.allowance = CHAT_BURST
        self.last = now
        #: Over the budget, and told so: the next lines over it are dropped without a word, until the budget
        #: came half back (a pause), so a steady flood is told once.
        self.told = False

    def spend(self, now: float) -> bool | None:
        """``True``: the line is said; ``False``: refused, said once; ``None``: dropped (told already)."""
        self.allowance = min(CHAT_BURST, self.allowance + (now - self.last) * CHAT_RATE)
        self.last = now
        if self.allowance >= CHAT_BURST / 2:
            self.told = False  # a pause since the flood: a next one is said again
        if self.allowance >= 1:
            self.allowance -= 1
            return True
        if self.told:
            return None
        self.told = True
        return False


@dataclass(eq=False)
class Watcher:
    """A spectator: a name, a language, a connection; the news of the table, no seat."""

    name: str
    lang: str
    send: Callable[[str], None] | None
    #: The key of their link at the table (:data:`WATCH_BASE` and up).
    viewer: int
    seq: int = 0
    chat: ChatBudget | None = None
    #: Like :attr:`Person.acts` (a refusal carries it); a spectator never acts.
    acts: int = 0
    #: Brings this spectator back after a dropped connection (their name is still theirs meanwhile).
    token: str = ""
    #: Where they connect from (:data:`WATCHERS_PER_ADDRESS`), since when they watch, and whether the seats
    #: were told they watch (then, unless they go within :data:`WATCH_QUIET`, that they stopped).
    address: str = ""
    since: float = 0.0
    said: bool = False


class _WatchLink:
    """How the table reaches a spectator (its :class:`~uno_access.table.SeatLink`)."""

    def __init__(self, lobby: Lobby, watcher: Watcher) -> None:
        self.lobby = lobby
        self.watcher = watcher

    def news(self, news: TableNews) -> None:
        self.lobby.news(self.watcher, news)

    def pausing(self) -> None:
        """The room paces the bots itself."""


@dataclass(eq=False)
class Lobby:
    """What a room holds of issue 33: its spectators and everyone's chat budget."""

    room: Room
    watchers: list[Watcher] = field(default_factory=list)
    #: Each person's chat budget (by the person: a seat freed in the lobby moves the seats after it up).
    budgets: dict[Person, ChatBudget] = field(default_factory=dict)
    _next_viewer: int = WATCH_BASE
    #: When each name (:func:`name_key`) was last said to watch, and the arrivals that may still be said.
    _said_names: dict[str, float] = field(default_factory=dict)
    _said_allowance: float = float(WATCH_SAID_BURST)
    _said_last: float = 0.0
    #: The spectators' tokens this server gave (their nonces; the newest :data:`MAX_ISSUED`): a token that
    #: vouches and is not among them was given before a restart, by the server this one took over from.
    _issued: dict[str, None] = field(default_factory=dict)
    #: The spectators were told the table waits for its players (all of them away): said once until it goes on.
    waiting: bool = False

    # ------------------------------------------------------------ names

    def check_name(self, name: str, *, watching: bool = False, lang: str = "en") -> None:
        """Raises :class:`RoomError` ``name-letters`` (not only letters), ``name-scripts`` (Latin letters mixed
        with Cyrillic or Greek ones, which may look alike), ``name-reserved`` (a game word) or
        ``name-taken`` (someone at the table, sitting or watching, has it; or, for a spectator, a bot as a
        console names it).  A game word's refusal ends its ``detail`` with the word, as ``lang`` writes it
        (": red"): a web page names it as the console does (``net-refused-name-word``)."""
        if not has_only_letters(name):
            raise RoomError("name-letters", "a name is letters, spaces, - ' and .; digits only inside a word")
        if len(alphabets(name)) > 1:
            raise RoomError("name-scripts", "a name is in one alphabet: Latin, Cyrillic or Greek, not mixed")
        if is_reserved(name):
            word = reserved_word(name, lang)
            raise RoomError("name-reserved", "a word of the game is no name" + (f": {word}" if word else ""))
        key = heard_key(name)
        if any(heard_key(other) == key for other in [*self.names(), *(self.bot_names() if watching else ())]):
            raise RoomError("name-taken", "someone at this table has this name")

    def bot_names(self) -> list[str]:
        """The names the consoles give the table's bots, in every language: each console names a bot seat
        ``bot-name-1``, ``-2``... skipping the people's names (:func:`uno_access.console.session.shared_names`);
        a spectator never takes one (their console, and the players', would say "Alice: 8 cards." of a bot
        next to "Alice is watching.")."""
        from ..i18n import LANGUAGES, translator

        people = {name_key(person.name) for person in self.room.people}
        names: list[str] = []
        for lang in LANGUAGES:
            t = translator(lang)
            spare = [name for name in (str(t(f"bot-name-{seat}")) for seat in range(1, 10))
                     if name_key(name) not in people]
            names.extend(spare[: self.room.options.bots])
        return names

    def names(self) -> list[str]:
        return [person.name for person in self.room.people] + [watcher.name for watcher in self.watchers]

    # ------------------------------------------------------------ the chat

    def may_chat(self, person: Person) -> bool:
        """Whether ``person``'s line is said now; raises :class:`RoomError` ``chat-flood`` once a flood."""
        budget = self.budgets.get(person)
        if budget is None:
            budget = self.budgets[person] = ChatBudget(self.room.now())
        return self._spend(budget)

    def _spend(self, budget: ChatBudget) -> bool:
        spent = budget.spend(self.room.now())
        if spent is False:
            raise RoomError("chat-flood", f"at most {CHAT_BURST:g} chat lines at once, {CHAT_RATE:g} a second")
        return bool(spent)

    def watcher_chat(self, watcher: Watcher, text: str) -> None:
        """A spectator's line to everyone (unless the host keeps spectators quiet)."""
        if not self.room.options.watch_chat:
            raise RoomError("chat-off", "the host keeps spectators from chatting")
        if watcher.chat is None:
            watcher.chat = ChatBudget(self.room.now())
        if self._spend(watcher.chat):
            self.room.broadcast(p.Said(-1, text, watcher.name))

    # ------------------------------------------------------------ spectators

    def watch(self, name: str, lang: str, send: Callable[[str], None], address: str = "", *,
              restored: bool = False) -> Watcher:
        """A spectator sits down (raises :class:`RoomError` for their name, or a table full of them, or
        :data:`WATCHERS_PER_ADDRESS` of them from ``address``).  ``restored``: they watched before the server
        restarted (:meth:`restored`): the seats heard of them then, so they are not told again."""
        self.room.keep_out(name, address)  # removed from this table: not watching it either
        self.check_name(name, watching=True, lang=lang)
        if len(self.watchers) >= MAX_WATCHERS:
            raise RoomError("full", f"at most {MAX_WATCHERS} spectators")
        if address and sum(1 for other in self.watchers if other.address == address) >= WATCHERS_PER_ADDRESS:
            raise RoomError("full", f"at most {WATCHERS_PER_ADDRESS} spectators from one address")
        now = self.room.now()
        watcher = Watcher(name, lang, send, self._next_viewer, token=self._new_token(), address=address,
                          since=now)
        self._next_viewer += 1
        if restored:
            self._said_names[name_key(name)] = now  # said before the restart: the 5 minutes go on from here
        elif self._may_say_arrival(name, now):
            watcher.said = True
            self.room.broadcast(p.Presence(-1, name, "watching"))
        self.watchers.append(watcher)
        self.room.log(f"table {self.room.code}: a spectator watches")
        self._welcome(watcher)
        if not self.room.options.watch_chat:  # told at once, not on a first try ("say: chat" is not for them)
            send(p.encode(p.Refused("chat-off", "the host keeps spectators from chatting")))
        table = self.room.table
        if table is not None:
            table.sit(watcher.viewer, _WatchLink(self, watcher))
        if self.waiting:  # arriving at a table whose players are all away: told why nothing moves
            send(p.encode(p.Presence(-1, "", "waiting")))
        return watcher

    def _new_token(self) -> str:
        """A spectator's token: a nonce signed with the table's code and password, so that it vouches for
        its holder once they no longer watch, and after a restart (nothing of it is stored): they watch anew
        without the password (:meth:`vouches`)."""
        nonce = secrets.token_urlsafe(12)
        self._issued[nonce] = None
        while len(self._issued) > MAX_ISSUED:
            self._issued.pop(next(iter(self._issued)))
        return f"{nonce}.{self._sign(nonce)}"

    def restored(self, token: str) -> bool:
        """Whether ``token`` vouches for a spectator of this table that this server never seated: one who
        watched before a restart (a ``serve --store`` started again, or a table taken over)."""
        return self.vouches(token) and token.partition(".")[0] not in self._issued

    def _sign(self, nonce: str) -> str:
        key = f"{self.room.code}\0{self.room.options.password}".encode()
        return hmac.new(key, nonce.encode(), hashlib.sha256).hexdigest()[:32]

    def vouches(self, token: str) -> bool:
        """Whether ``token`` is a spectator's token of this table (it stands for the password)."""
        nonce, _, signature = token.partition(".")
        return bool(nonce and signature) and hmac.compare_digest(signature.encode(), self._sign(nonce).encode())

    def come_back(self, token: str, send: Callable[[str], None]) -> Watcher | None:
        """The spectator holding ``token`` is back on a new connection (the old one may not have been seen to
        drop yet); ``None`` when they no longer watch (they watch anew)."""
        watcher = next((watcher for watcher in self.watchers
                        if secrets.compare_digest(watcher.token.encode(), token.encode())), None)
        if watcher is not None:
            watcher.send = send
            self._welcome(watcher)
        return watcher

    def unwatch(self, watcher: Watcher) -> None:
        """A spectator's connection ended (or they left): the others are told."""
        if watcher not in self.watchers:
            return
        self.watchers.remove(watcher)
        watcher.send = None
        table = self.room.table
        if table is not None:
            table.seats.pop(watcher.viewer, None)
        if watcher.said and self.room.now() - watcher.since >= WATCH_QUIET:  # gone within seconds: not said
            self._said_names.pop(name_key(watcher.name), None)  # said to go: their next arrival is said
            self.room.broadcast(p.Presence(-1, watcher.name, "stopped-watching"))

    def _may_say_arrival(self, name: str, now: float) -> bool:
        """Whether "``name`` is watching." is said now (:data:`WATCH_SAID_AGAIN`, :data:`WATCH_SAID_BURST`)."""
        key = name_key(name)
        said = self._said_names.get(key)
        if said is not None and now - said < WATCH_SAID_AGAIN:
            return False
        self._said_allowance = min(float(WATCH_SAID_BURST),
                                   self._said_allowance + (now - self._said_last) / WATCH_SAID_EVERY)
        self._said_last = now
        if self._said_allowance < 1:
            return False
        self._said_allowance -= 1
        self._said_names[key] = now
        if len(self._said_names) > 1000:  # many names: the oldest are forgotten
            for old in sorted(self._said_names, key=self._said_names.__getitem__)[:500]:
                del self._said_names[old]
        return True

    def look(self, watcher: Watcher) -> None:
        """A spectator asks how the table stands (``look``): a view that holds no hand (:func:`public_view`),
        as an ``ask`` ``wait``; before the match, ``refused`` ``not-started``."""
        from ..table.messages import DecisionKind

        table = self.room.table
        if watcher.send is None:
            return
        if table is None:
            watcher.send(p.encode(p.Refused("not-started", "the match has not started")))
            return
        watcher.send(p.encode(p.Ask(0, DecisionKind.WAIT, public_view(table.state))))

    def started(self) -> None:
        """The match started: each spectator is welcomed again (every seat's name), sits at the table's
        links, and hears the deal as someone who holds no card."""
        table = self.room.table
        assert table is not None
        for watcher in self.watchers:
            self._welcome(watcher)
            table.sit(watcher.viewer, _WatchLink(self, watcher))
            for news in deal_news(table, watcher.viewer):
                self.news(watcher, news)

    def news(self, watcher: Watcher, news: TableNews) -> None:
        watcher.seq += 1
        if watcher.send is not None:
            watcher.send(self.room.news_text(watcher.seq, news))

    def send_all(self, text: str) -> None:
        """A message every spectator hears too (who comes and goes, the chat)."""
        for watcher in self.watchers:
            if watcher.send is not None:
                watcher.send(text)

    def welcome_all(self) -> None:
        """Every spectator's welcome again (the seats changed: someone's seat was freed in the lobby)."""
        for watcher in self.watchers:
            self._welcome(watcher)

    def players_away(self, away: bool) -> None:
        """Whether every player of a match under way is away (the table plays nothing meanwhile: a table of
        bots alone waits for its people): the spectators are told once when it begins to wait ("The players
        are away: the table waits."), and hear who comes back as the seats do."""
        if away and not self.waiting:
            self.send_all(p.encode(p.Presence(-1, "", "waiting")))
        self.waiting = away

    def closing(self) -> None:
        """The server closes the table (nobody is left, or nobody came back): every spectator is told
        (``presence`` ``closed``, seat ``-1``: their console ends), before :meth:`close`."""
        self.send_all(p.encode(p.Presence(-1, "", "closed")))

    def close(self) -> None:
        for watcher in self.watchers:
            watcher.send = None

    def _welcome(self, watcher: Watcher) -> None:
        room = self.room
        if watcher.send is None:
            return
        count = len(room.people) + (room.options.bots if room.started else 0)
        names = tuple(seated.name for seated in room.people) + ("",) * (count - len(room.people))
        bots = tuple(range(len(room.people), count)) if room.started else ()
        watcher.send(p.encode(p.Welcome(-1, watcher.token, names, bots, room.code, False, room.started)))


def public_view(state: Any) -> Any:
    """The table as everyone sees it: a player's view with nothing of their own (no hand, no card drawn or
    kept, no action), numbered as seat 0's so that the order of play reads from the first seat."""
    import dataclasses

    return dataclasses.replace(state.view_for(0), hand=(), legal_actions=(), drawn_card=None, kept=())


def listing(rooms: Any) -> p.Tables:
    """The tables of ``rooms`` (a server's, by code) open to all, newest first: never one that is not listed,
    a match that is over, nor a table whose people are all gone (left, or away longer than :data:`LIST_AWAY`).
    A seat a bot took from someone who left counts as a bot."""
    tables = []
    for room in reversed(list(rooms.values())):
        options = room.options
        table = room.table
        if not options.listed or not room.people or (table is not None and table.state.is_match_over) \
                or abandoned(room):
            continue
        host = room.host or room.people[0]
        people = sum(1 for person in room.people if not person.left)
        tables.append(p.TableInfo(room.code, host.name, options.rules.name[:40], people,
                                  options.bots + len(room.people) - people, table is not None,
                                  bool(options.password)))
        if len(tables) >= p.MAX_LISTED:
            break
    return p.Tables(tuple(tables))


def abandoned(room: Any) -> bool:
    """Whether everyone at ``room`` is gone: left, or away (their connection dropped) for longer than
    :data:`LIST_AWAY`."""
    now = room.now()
    return all(person.left or person.send is None and (person.away_since is None
                                                       or now - person.away_since > LIST_AWAY)
               for person in room.people)
