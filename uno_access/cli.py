"""``uno-access`` (and ``python -m uno_access``): one command to play.

Started bare at a terminal, it asks a few questions whose defaults (Enter)
start a game at once: language, number of bots and their level, rules,
target score.  Flags skip the questions; ``--help`` answers in the chosen
language.  Every word comes from ``locales/``.
"""

from __future__ import annotations

import dataclasses
import errno
import os
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from .console.options import ConsoleOptions
from .flags import ArgumentError, InvalidFlag, answer_words, build_parser, int_flag, options_from_flags, replace_match
from .i18n import LANGUAGES, cache_dir, detect_language, normalize, scan_lang, translator
from .lines import names_in_lines
from .match import Level, MatchOptions
from .typed import cap_line, shown, whole_number

if TYPE_CHECKING:  # pragma: no cover
    from .console.output import Output
    from .console.reader import PlainReader, PromptReader, Reader
    from .console.session import Session
    from .engine import State
    from .net.pages import Pages

__all__ = ["InvalidFlag", "build_parser", "int_flag", "main", "options_from_flags"]

def _help_text(lang: str) -> str:
    """``--help``: one option a line, each line within 40 braille cells (the code-name lists cut between names)."""
    from .engine.rules import HOUSE_RULES, PRESETS, CustomEffect

    t = translator(lang)
    return t("cli-usage") + "\n" + t("cli-help", presets=names_in_lines(list(PRESETS)),
                                     house=names_in_lines(list(HOUSE_RULES)),
                                     custom=names_in_lines([effect.value for effect in CustomEffect]))


def _custom_cards_checked(match: MatchOptions, lang: str) -> tuple[MatchOptions, str | None]:
    """The match with its custom effects written out in full, or dropped (with the line that says so)
    when its rules have no customizable card: ``--custom`` then changes nothing, and the game goes on."""
    if not match.custom:
        return match, None
    from .engine.errors import RulesError
    from .match import rules_of

    try:
        rules = rules_of(match)
    except RulesError:
        return match, None  # table_problem says what is wrong with these rules
    if not rules.custom_cards:
        t = translator(lang)
        name = t("preset-" + match.rules.replace("+", "-plus"))
        return replace_match(match, custom=()), t("cli-custom-ignored", flag="--custom", rules=name)
    return replace_match(match, custom=tuple(effect.value for effect in rules.custom_effects[: rules.custom_cards])), None


# ---------------------------------------------------------------- start-up questions


def _ask(
    ask: Callable[[str], str | None],
    say: Callable[[str], None],
    lang: str,
    question: str,
    parse: Callable[[str], object | None],
    explain: Callable[[], list[str]] | None = None,
    **args: object,
) -> object | None:
    """Ask until the answer is understood; Enter takes the default.  ``None`` at end of input.

    ``parse`` returns the value, ``None`` (not understood) or an
    :class:`InvalidFlag` whose line says why the value cannot be taken.
    ``?`` (or the word for help) reads ``explain``'s lines, then asks again.
    """
    t = translator(lang)
    while True:
        line = ask(t(question, **args) + " ")
        if line is None:
            return None
        if explain is not None and _asks_help(line.strip(), lang):
            for explanation in explain():
                say(explanation)
            continue
        value = parse(line.strip())
        if isinstance(value, InvalidFlag):
            say(value.line)
        elif value is not None:
            return value
        else:
            say(t("question-not-understood", answer=shown(line)))


def _asks_help(text: str, lang: str) -> bool:
    """``?`` or the word for help, in the game's language: the choices of a question explained."""
    return text == "?" or bool(text) and normalize(text) in answer_words(lang, "command-help")


def ask_questions(
    match: MatchOptions,
    console: ConsoleOptions,
    answered: set[str],
    ask: Callable[[str], str | None],
    say: Callable[[str], None],
) -> tuple[MatchOptions, ConsoleOptions] | None:
    """The start-up questions the flags did not answer; ``None`` if input ended."""
    from .console.rules_text import message_lines, summary_line, summary_lines
    from .console.table import table_problem
    from .engine.rules import PRESETS, RuleSet

    if "lang" not in answered:
        default = console.lang

        def parse_lang(text: str) -> str | None:
            if not text:
                return default
            for lang in LANGUAGES:
                for language in LANGUAGES:
                    if normalize(text) in answer_words(language, f"language-{lang}"):
                        return lang
            return None

        lang = _ask(ask, say, console.lang, "question-language", parse_lang,
                    lambda: message_lines("question-language-help", console.lang),
                    default=translator(console.lang)(f"language-{default}"))
        if lang is None:
            return None
        console.lang = str(lang)
    lang = console.lang
    if "bots" not in answered:
        def parse_bots(text: str) -> int | None:
            if not text:
                return match.bots
            return whole_number(text, 1, 9)

        bots = _ask(ask, say, lang, "question-bots", parse_bots, lambda: message_lines("question-bots-help", lang),
                    default=match.bots)
        if bots is None:
            return None
        match = replace_match(match, bots=bots)
    if "level" not in answered:
        def parse_level(text: str) -> Level | None:
            if not text:
                return match.level
            for level in Level:
                if normalize(text) in (*answer_words(lang, f"level-{level.value}"), level.value):
                    return level
            return None

        def explain_levels() -> list[str]:
            return [line for level in Level for line in message_lines(f"question-level-help-{level.value}", lang)]

        level = _ask(ask, say, lang, "question-level", parse_level, explain_levels,
                     default=translator(lang)(f"level-{match.level.value}"))
        if level is None:
            return None
        match = replace_match(match, level=level)
    if "rules" not in answered:
        t = translator(lang)
        names = {preset: t("preset-" + preset.replace("+", "-plus")) for preset in PRESETS}

        def parse_rules(text: str) -> object | None:
            chosen = _preset_named(text, names) if text else match.rules
            if chosen is None:
                return None
            problem = table_problem(replace_match(match, rules=chosen, house=()), lang)
            return InvalidFlag(problem) if problem else chosen

        def explain_rules() -> list[str]:
            lines = []
            for number, (preset, name) in enumerate(names.items(), start=1):
                lines.append(t("question-rules-item", number=number, name=name))
                lines.extend(summary_lines(preset, lang))
            return lines

        rules = _ask(ask, say, lang, "question-rules", parse_rules, explain_rules,
                     choices=names_in_lines(list(names.values()), t("list-separator")), default=names[match.rules])
        if rules is None:
            return None
        match = replace_match(match, rules=rules)
        say(summary_line(str(rules), lang))
    if "custom" not in answered and RuleSet.preset(match.rules).custom_cards:
        custom = _ask_custom(match, lang, ask, say)
        if custom is None:
            return None
        match = replace_match(match, custom=custom)
    if "house" not in answered:
        house = _ask_house(match, lang, ask, say)
        if house is None:
            return None
        match = replace_match(match, house=house)
    from .match import rules_of

    if "target" not in answered and not rules_of(match).rotating_partners:  # three rounds: no target to ask
        default_target = rules_of(match).target_score  # the house rules may change it (rounds won)

        def parse_target(text: str) -> int | None:
            if not text:
                return default_target
            return whole_number(text, 1, 100_000)

        target = _ask(ask, say, lang, "question-target", parse_target,
                      lambda: message_lines("question-target-help", lang), default=default_target)
        if target is None:
            return None
        match = replace_match(match, target=target)
    return match, console


def _preset_named(text: str, names: dict[str, str]) -> str | None:
    """The preset a player named: by its word in the language, its code name, or its place."""
    wanted = normalize(text)
    for preset, name in names.items():
        if wanted in (normalize(name), preset):
            return preset
    place = whole_number(wanted, 1, len(names))
    if place is not None:
        return list(names)[place - 1]
    return None


def _ask_house(match: MatchOptions, lang: str, ask: Callable[[str], str | None],
               say: Callable[[str], None]) -> tuple[str, ...] | None:
    """The house rules question: Enter for none (or the saved ones), names or numbers, ``?`` for the list."""
    from .console.house_rules import house_rule_label, house_rule_lines, parse_house
    from .console.table import table_problem

    t = translator(lang)
    default = t("list-separator").join(house_rule_label(name, lang) for name in match.house) or t("question-house-none")

    def parse(text: str) -> object | None:
        chosen = parse_house(text, lang) if text else match.house
        if chosen is None:
            return None
        problem = table_problem(replace_match(match, house=chosen), lang)
        if problem:
            return InvalidFlag(problem)
        if chosen:
            say(t("question-house-chosen", names=t("list-separator").join(house_rule_label(n, lang) for n in chosen)))
        if "cursed-cards" in chosen and "seven-zero" not in chosen:
            say(t("question-house-cursed-advice"))  # "il faut l'associer aux variantes cartes « 0 » et « 7 »"
        return chosen

    answer = _ask(ask, say, lang, "question-house", parse, lambda: house_rule_lines(lang), default=default)
    return None if answer is None else answer  # type: ignore[return-value]


def _ask_custom(match: MatchOptions, lang: str, ask: Callable[[str], str | None],
                say: Callable[[str], None]) -> tuple[str, ...] | None:
    """One question per customizable card (official-rules-fr.txt, "Carte à personnaliser"): its effect.

    Enter keeps the card's effect (the edition's, or one chosen before);
    a name in either language, a code name or a number chooses; ``?`` reads
    the six effects, one line each.  The effects' code names, or ``None`` if input ended.
    """
    from .custom_cards import effect_label, effect_lines, parse_effect
    from .match import rules_of

    t = translator(lang)
    rules = rules_of(replace_match(match, house=()))
    chosen: list[str] = []
    for number, default in enumerate(rules.custom_effects[: rules.custom_cards], start=1):
        def parse(text: str, number: int = number, default: object = default) -> object | None:
            if not text:
                return default
            effect = parse_effect(text, lang)
            if effect is not None:
                say(t("question-custom-chosen", number=number, effect=effect_label(effect, lang)))
            return effect

        answer = _ask(ask, say, lang, "question-custom", parse, lambda: effect_lines(lang), number=number,
                      default=effect_label(default, lang))
        if answer is None:
            return None
        chosen.append(answer.value)  # type: ignore[attr-defined]
    return tuple(chosen)


def _plain_ask(prompt: str) -> str | None:
    from .console.keyboard import cooked, read_line

    try:
        with cooked():  # the terminal may be held between two matches: a line question needs its line mode
            return cap_line(read_line(prompt))[0]
    except (EOFError, KeyboardInterrupt):
        return None


# ---------------------------------------------------------------- main


#: The exit status when the screen cannot be written to (BSD's EX_IOERR).
EXIT_OUTPUT_LOST = 74
#: The exit status after SIGTERM, SIGHUP or SIGQUIT (128 + the signal, as shells report it).
EXIT_SIGNAL = 128


class Terminated(BaseException):
    """SIGTERM, SIGHUP or SIGQUIT (from outside: :func:`_on_quit_key`) arrived: quit as the player's own quit
    does (the match is saved)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _on_terminate(signum: int, _frame: object) -> None:
    raise Terminated(signum)


def _on_quit_key(signum: int, frame: object) -> None:
    """SIGQUIT: Ctrl+\\ typed at the player's terminal does as Ctrl+C does wherever it is typed ("Quit the
    match?" in a match, goodbye at a question before it, ``serve`` stopped).  It ended the program as a signal
    from outside does (status 131: a networked console gone without a word, its seat not left), and did
    nothing at a prompt_toolkit prompt (:class:`uno_access.console.reader.PromptReader` reads it as a key).
    Without a terminal (piped commands, a script's ``kill -QUIT``) it quits as SIGTERM does."""
    if _player_terminal():
        raise KeyboardInterrupt
    _on_terminate(signum, frame)


def _player_terminal() -> bool:
    """Whether standard input is a terminal this program is the foreground of (a key typed there is the
    player's)."""
    try:
        fd = sys.stdin.fileno()
        return os.isatty(fd) and os.tcgetpgrp(fd) == os.getpgrp()
    except (AttributeError, ValueError, OSError):
        return False


def _prepare_streams() -> None:
    """Standard streams the game can always use.

    A closed stdin reads as the end of input (the game saves and says
    goodbye); an output encoding that cannot write French (``LANG=C``,
    ``PYTHONIOENCODING=ascii``) gets the letters without their accents
    rather than an error; SIGTERM and SIGHUP quit like the player's quit, and Ctrl+\\ does as Ctrl+C does.
    """
    import codecs
    import signal
    import unicodedata

    if sys.stdin is None or not _usable(sys.stdin):
        sys.stdin = open(os.devnull, encoding="utf-8")  # lives as long as the game
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        _ascii_compatible(stream)

    def plain(error: UnicodeError) -> tuple[str, int]:
        if not isinstance(error, UnicodeEncodeError):
            raise error
        text = error.object[error.start:error.end]
        base = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
        return (base or "?"), error.end

    try:
        codecs.lookup_error("uno-access-plain")
    except LookupError:
        codecs.register_error("uno-access-plain", plain)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="uno-access-plain")  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            pass
    _take_back_ctrl_c()
    # SIGQUIT: Ctrl+\ at a question read as a line (a cooked terminal); it killed the game with no goodbye.
    for name in ("SIGTERM", "SIGHUP", "SIGQUIT"):
        if hasattr(signal, name):
            try:
                signal.signal(getattr(signal, name), _on_quit_key if name == "SIGQUIT" else _on_terminate)
            except (ValueError, OSError):  # not the main thread: the embedding program decides
                pass


def _take_back_ctrl_c() -> None:
    """Ctrl+C asks to quit even when the game inherited SIGINT ignored.

    A shell without job control starts its background commands with SIGINT ignored, and so may a script or a
    job runner: the player's Ctrl+C then echoed ``^C`` and did nothing (a lost key, the match unsaved on
    purpose).  When the game's terminal is the one it reads and the game is its foreground, Ctrl+C is the
    player's: Python's handler (a ``KeyboardInterrupt``, which the game turns into "Quit the match?").  A game
    really sent to the background keeps what it was given.
    """
    import signal

    try:
        if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
            return
        fd = sys.stdin.fileno()
        if not os.isatty(fd) or os.tcgetpgrp(fd) != os.getpgrp():
            return
        signal.signal(signal.SIGINT, signal.default_int_handler)
    except (AttributeError, ValueError, OSError):  # no terminal, no process groups, or not the main thread
        pass


def _ascii_compatible(stream: object) -> None:
    """Read and write UTF-8 where ``PYTHONIOENCODING`` asks an encoding that is not ASCII-compatible.

    A game of lines cut at ``\\n`` cannot use UTF-16 or UTF-32 (whose decoder also wants a byte-order mark
    first): no terminal speaks them, and they crashed the game at its first read.
    """
    encoding = getattr(stream, "encoding", None)
    if not isinstance(encoding, str):
        return
    try:
        compatible = "a\n".encode(encoding) == b"a\n"
    except (LookupError, UnicodeError):
        compatible = False
    if not compatible:
        try:
            stream.reconfigure(encoding="utf-8", errors="replace")  # type: ignore[attr-defined]
        except (AttributeError, ValueError, OSError):
            pass


def _usable(stream: object) -> bool:
    """False for a standard stream whose file descriptor was closed; a stream with none (tests) is fine."""
    try:
        fd = stream.fileno()  # type: ignore[attr-defined]
    except (OSError, ValueError, AttributeError):
        return True
    try:
        os.fstat(fd)
    except OSError:
        return False
    return True


def _say_error(line: str) -> None:
    """One line on stderr, if stderr can still be written to."""
    try:
        print(line, file=sys.stderr)
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass


def main(argv: list[str] | None = None) -> int:
    """Run the game; the exit status (0 after a match or a quit, 2 for bad flags, 74 when the screen
    cannot be written to, 128 + the signal after SIGTERM or SIGHUP)."""
    args = list(sys.argv[1:] if argv is None else argv)
    lang = scan_lang(args) or detect_language()
    if argv is None:
        _prepare_streams()
    from .console.output import OutputLost
    if sys.stdout is None or not _usable(sys.stdout):
        _say_error(translator(lang)("error-output-lost"))
        return EXIT_OUTPUT_LOST
    # ``--lang fr simulate ...`` as well as ``simulate --lang fr ...``.
    lead = 2 if args[:1] == ["--lang"] else 1 if args[:1] and args[0].startswith("--lang=") else 0
    try:
        if args[lead : lead + 1] == ["simulate"]:  # ``uno-access simulate ...``: bots against bots
            from .simulate import main as simulate

            code = simulate(args[:lead] + args[lead + 1 :])
        elif args[lead : lead + 1] in (["host"], ["join"], ["serve"]):  # a table shared over the network
            from .netplay import main as network

            code = network(args[lead], args[:lead] + args[lead + 1 :], lang, web_pages())
        else:
            code = _main(args, lang)
        sys.stdout.flush()  # a closed pipe is found here, not in the interpreter's last flush
        return code
    except BrokenPipeError:
        # The reader went away (``uno-access --help | head -2``): nothing to say, nobody to say it to.
        _drop_stdout()
        return 1
    except OutputLost:
        _drop_stdout()
        _say_error(translator(lang)("error-output-lost"))
        return EXIT_OUTPUT_LOST
    except OSError as error:
        if error.errno not in (errno.ENOSPC, errno.EIO, errno.EBADF):
            return _internal_error(lang)
        _drop_stdout()
        _say_error(translator(lang)("error-output-lost"))
        return EXIT_OUTPUT_LOST
    except Terminated as terminated:
        _drop_stdout()
        return EXIT_SIGNAL + terminated.signum
    except KeyboardInterrupt:
        print()
        return 130
    except Exception:  # the player must never see a traceback
        if os.environ.get("UNO_ACCESS_DEBUG"):
            raise
        return _internal_error(lang)


def web_pages() -> Pages:
    """The web pages the servers this program starts serve (:mod:`uno_access.web`), given to them from here:
    the server side never imports the pages, nor, through their seat, the console."""
    from .net.pages import Pages
    from .web import http, words

    return Pages(answer=http.answer, greeting=words.Greeting, line=words.line)


def _internal_error(lang: str) -> int:
    path = write_crash_log()
    _say_error(translator(lang)("error-internal", path=path or "-"))
    return 1


#: The crash log's name in the user's cache folder.
CRASH_LOG = "crash.log"


def crash_log_path() -> Path:
    """Where the details of a crash go: the user's cache folder (see :func:`uno_access.i18n.cache_dir`)."""
    return cache_dir() / CRASH_LOG


def write_crash_log() -> str:
    """Write the current exception's traceback to :func:`crash_log_path`; its path, or ``""`` if it cannot."""
    import traceback  # only after a crash: not paid at every start

    path = crash_log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "w", encoding="utf-8") as log:
            traceback.print_exc(file=log)
    except OSError:
        return ""
    return str(path)


def _drop_stdout() -> None:
    """Point stdout at the null device so that the interpreter's final flush does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _main(args: list[str], lang: str) -> int:
    try:
        ns, extras = build_parser().parse_known_args(args)
    except ArgumentError as error:
        flag = re.search(r"argument (--[a-z-]+)", error.detail)
        if flag is not None:  # "--bots" at the end, with no value after it
            print(translator(lang)("cli-error-no-value", flag=flag.group(1)), file=sys.stderr)
        print(translator(lang)("cli-error-usage"), file=sys.stderr)
        return 2
    if extras:
        print(translator(lang)("cli-error-unknown", argument=shown(extras[0])), file=sys.stderr)
        return 2
    if ns.help:
        print(_help_text(lang))
        return 0
    if ns.version:
        from .version import version_lines

        print("\n".join(version_lines(lang)))
        return 0
    from .storage.menu import StoredSettings

    stored = StoredSettings()  # the settings file: defaults under the flags
    if ns.lang is None and stored.language is not None and scan_lang(args) is None:
        lang = stored.language
    try:
        match, console, answered = options_from_flags(ns, lang)
    except InvalidFlag as invalid:
        print(invalid.line, file=sys.stderr)
        print(translator(lang)("cli-error-usage"), file=sys.stderr)
        return 2
    given = {name for name in ("bots", "level", "rules", "house", "target", "speech", "verbosity", "pace",
                                      "sounds", "sound_volume")
             if getattr(ns, name) is not None}
    from .console.reader import stdin_is_terminal

    if ns.pace is None and not stdin_is_terminal():
        # Commands piped in: nobody listens as the bots play, they play at once (and the saved pace stays).
        console.pace = 0.0
        given.add("pace")
    match, console = stored.apply(match, console, given)
    _voice_defaults(console, stored.settings)
    for line in stored.problem_lines(translator(lang)):
        print(line)
    match, ignored = _custom_cards_checked(match, lang)
    if ignored is not None:  # --custom with rules that have no custom card: said, and the game goes on
        print(ignored)
    from .console.output import Output

    interactive = stdin_is_terminal()
    output = Output(sys.stdout)
    # Started bare (display flags like --plain aside) it asks; any match flag means "play now".
    # The questions come after the resume question: a saved match is offered first.
    setup: Callable[[MatchOptions], MatchOptions | None] | None = None
    # ``--lang`` answers the language question only: a French speaker's obvious flag must not skip the rest.
    if interactive and not answered - {"lang"} and ns.seed is None and ns.house is None and ns.custom is None \
            and not ns.resume:
        def setup(wanted: MatchOptions) -> MatchOptions | None:
            answers = ask_questions(wanted, console, answered, _plain_ask, lambda line: output.say([line]))
            return None if answers is None else answers[0]
    from .console.table import table_problem

    problem = None if ns.resume else table_problem(match, console.lang)
    if problem is not None:  # e.g. --house teams --bots 2: said in words, before the match
        print(problem, file=sys.stderr)
        print(translator(console.lang)("cli-error-usage"), file=sys.stderr)
        return 2
    return play(match, console, output, interactive=interactive, resume=bool(ns.resume), stored=stored,
                setup=setup, given=given)


def match_differences(saved: MatchOptions, wanted: MatchOptions, given: set[str], lang: str) -> list[str]:
    """What the flags asked that a saved match is not, in lines of 40 cells ("Rules, not as asked:", "asked:
    braille UNO.", "this match: official.")."""
    from .lines import BRAILLE_CELLS, wrap_items
    from .storage.menu import shown_value

    t = translator(lang)
    lines = []
    for flag, key, field in (("rules", "rules", "rules"), ("house", "house_rules", "house"),
                             ("bots", "bots", "bots"), ("level", "bot_level", "level"),
                             ("target", "target_score", "target")):
        if flag not in given:
            continue
        old, new = getattr(saved, field), getattr(wanted, field)
        if old == new:
            continue

        def shown(value: object, seconds: int | None) -> list[str]:
            value = getattr(value, "value", value)
            if isinstance(value, tuple):  # house rules: each a name of its own, cut between names
                return [t("storage-resume-time-limit", seconds=seconds)  # the seconds --time-limit set, not 30
                        if name.startswith("time-limit") and seconds else shown_value(key, name, t)  # noqa: B023
                        for name in value] or [shown_value(key, "", t)]  # noqa: B023
            return [shown_value(key, value if value is not None else 0, t)]  # noqa: B023 - called in this iteration

        # Three short parts, each within 40 cells: the setting, what the flags asked, what the match is.
        lines.append(t("storage-resume-differs", setting=t(f"storage-setting-{key.replace('_', '-')}")))
        for part, value, options in (("storage-resume-asked", new, wanted), ("storage-resume-saved", old, saved)):
            cut = wrap_items(shown(value, options.time_limit), t(part) + " ", BRAILLE_CELLS, t("list-separator"))
            cut[-1] += "."
            lines.extend(cut)
    return lines


def _voice_defaults(console: ConsoleOptions, settings: object) -> None:
    """The voice of the settings file where no flag chose it (flags win for this run, never written)."""
    for key in ("rate", "volume", "voice"):
        if getattr(console, key) is None:
            value = getattr(settings, key, None)
            setattr(console, key, value if value != "" else None)


def play(match: MatchOptions, console: ConsoleOptions, output: object, *, interactive: bool,
         resume: bool = False, stored: object | None = None,
         setup: Callable[[MatchOptions], MatchOptions | None] | None = None, given: set[str] | None = None) -> int:
    """Start (or resume) the match with a reader fit for the terminal and the voice asked for.

    Every action is saved (:mod:`uno_access.storage.autosave`); an unfinished
    match is offered at start, ``--resume`` resumes it without asking.
    """
    from .console.commands import yes_no
    from .console.output import Output
    from .console.reader import PromptReader, keys_work, reader_for
    from .console.speech_setup import start_sounds, start_speech
    from .storage.autosave import begin_match, match_saved
    from .storage.menu import StoredSettings

    if not isinstance(stored, StoredSettings):
        stored = StoredSettings()

    assert isinstance(output, Output)
    t = translator(console.lang)
    # The voice first: its own line, the welcome, the resume question and the set-up questions are heard too.
    source = start_speech(console.speech, console.lang, output, rate=console.rate, volume=console.volume,
                          voice=console.voice, check=2.0, announce=False)
    start_sounds(console, output)
    # The first line says who speaks (or why nothing can), and how to get help (F1 only where keys work).
    output.say([*source, t("welcome" if keys_work(plain=console.plain, interactive=interactive) else "welcome-plain")])

    def make_session(options: MatchOptions, state: object) -> Session:
        session = solo_seat(options, console, output, state=state)  # type: ignore[arg-type]
        session.resumed = state is not None
        return session

    store = None
    reader: PlainReader | PromptReader | None = None
    try:
        while True:  # one match, then another while the player answers yes to "play again?"
            begun = begin_match(match, make_session, resume=resume, ask=_plain_ask if interactive else None,
                                yes_no=lambda line: yes_no(line, console.lang), say=lambda line: output.say([line]),
                                t=t, setup=setup,
                                differences=lambda saved: match_differences(saved, match, given or set(),  # noqa: B023
                                                                            console.lang))
            setup = None  # "play again": the same table, no questions
            if begun is None:
                return 0
            session, store = begun
            session.store, session.stored_settings = store, stored  # for the options menu and stats
            if reader is None:
                reader = reader_for(output, session, console.lang, plain=console.plain, interactive=interactive)
            elif isinstance(reader, PromptReader):
                reader.handler = session  # the keys act on the new match
            session.reader = reader
            terminated: Terminated | None = None
            try:
                code = _run(session, output)
            except Terminated as signal_received:  # SIGTERM, SIGHUP: a quit, saved and said
                terminated, code = signal_received, EXIT_SIGNAL + signal_received.signum
                session.quitting = True
            t = translator(session.options.lang)
            if terminated is not None:
                output.say([t("goodbye")])
            if terminated is not None or not session.state.is_match_over:
                saved = match_saved(session)
                output.say([t("storage-saved-goodbye" if saved else "storage-not-saved-goodbye")])
                break
            # Play again: a new match (a new seed, saved as a new match) at the same table; asked only
            # at a terminal (piped commands end with the input).
            if not interactive or not session.play_again():
                break
            store.close()
            store = None
            match = stored.next_match(dataclasses.replace(session.match, seed=None))
            resume = False
        output.say(stored.remember(session.options, translator(session.options.lang)))
        return code
    finally:
        if store is not None:
            store.close()
        output.speaker.close()


def solo_seat(match: MatchOptions, console: ConsoleOptions, output: Output, reader: Reader | None = None, *,
              state: State | None = None, sleep: Callable[[float], None] = time.sleep) -> Session:
    """A solo game's seat: the program builds the table (the engine state, a new one for ``match`` unless a saved
    ``state`` is resumed) and its bots, then the console seat at it, which never builds its authority."""
    from .console.render import bot_names
    from .console.seat_base import HUMAN
    from .console.session import Session
    from .engine import Game
    from .match import make_opponent, rules_of
    from .table import Table

    if state is None:
        state = Game(match.bots + 1, rules_of(match)).new_match(match.seed)
    bots = {seat: make_opponent(match.level, seat, match.seed) for seat in range(1, match.bots + 1)}
    seat: list[Session] = []  # the seat, once built: the table's pace and its waits are the seat's settings
    table = Table(state, bots, human=HUMAN, pace=lambda: seat[0].options.pace if seat else console.pace,
                  sleep=lambda seconds: seat[0].wait_between_bots(seconds) if seat else sleep(seconds),
                  reaction=console.reaction)
    names = [translator(console.lang)("player-you"), *bot_names(console.lang, match.bots)]
    seat.append(Session(match, console, output, reader, table=table, sleep=sleep, names=names))
    return seat[0]


def _run(session: Session, output: Output) -> int:
    """Run the match; Ctrl+C while the bots play asks to quit, as at the prompt."""
    while True:
        try:
            return session.run()
        except KeyboardInterrupt:
            output.say([""])
            session.confirm_quit()
            if session.quitting:
                return 0
