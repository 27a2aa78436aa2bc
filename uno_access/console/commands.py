"""A typed line to an intent: short words and single letters, from ``locales/*/console.ftl``.

Each :class:`Verb` has a message ``command-<verb>`` whose value is the word
shown in help and whose ``.accept`` attribute lists what may be typed.  The
language's own words come first; the other language's words work too when
they do not clash (``draw`` works in French, ``pioche`` in English).

Anything that is not a command is taken as a card to play (``r7``, ``7 r``,
``rouge 7``, ``3``); ``uno`` before or after a card calls UNO with it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from functools import cache

from ..engine.cards import Card
from ..i18n import LANGUAGES, normalize, translator


class Verb(Enum):
    """What the player asks for."""

    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"
    UNO = "uno"
    CATCH = "catch"
    CHALLENGE = "challenge"
    ACCEPT = "accept"
    HAND = "hand"
    PLAYABLE = "playable"
    TOP = "top"
    STATUS = "status"
    SCORES = "scores"
    #: Rounds and matches played and won, best and average scores (uno_access.storage).
    STATS = "stats"
    RULES = "rules"
    HELP = "help"
    KEYS = "keys"
    REPEAT = "repeat"
    HISTORY = "history"
    SETTINGS = "settings"
    VERBOSITY = "verbosity"
    PACE = "pace"
    SPEECH = "speech"
    SORT = "sort"
    #: The game's sounds (earcons), on or off; ``help sounds`` plays them.
    SOUNDS = "sounds"
    #: The "your turn" bell, on or off.
    BELL = "bell"
    SILENCE = "silence"
    QUIT = "quit"
    #: UNO Totem Power: give a totem back to counter an action card, or keep one card with the four.
    TOTEM = "totem"
    #: An empty line: go on (next round, let a chance pass) or play the focused card.
    EMPTY = "empty"
    #: A shared table: say a line to the table (``say hello``), and chat on or off.
    SAY = "say"
    CHAT = "chat"
    #: A shared table: remove a player by name (the host; a vote while the host is away).
    KICK = "kick"
    #: Not typed: the time limit's clock closed the question (turn_clock.py).
    TIME_UP = "time-up"
    #: Not typed: a shared table sent news while the line was empty (they are said, then the prompt again).
    WAKE = "wake"


#: Verbs listed by ``help``, in this order.
HELP_ORDER: tuple[Verb, ...] = (
    Verb.DRAW,
    Verb.PASS,
    Verb.UNO,
    Verb.CATCH,
    Verb.CHALLENGE,
    Verb.ACCEPT,
    Verb.TOTEM,
    Verb.HAND,
    Verb.PLAYABLE,
    Verb.TOP,
    Verb.STATUS,
    Verb.SCORES,
    Verb.STATS,
    Verb.RULES,
    Verb.REPEAT,
    Verb.HISTORY,
    Verb.SETTINGS,
    Verb.VERBOSITY,
    Verb.PACE,
    Verb.SPEECH,
    Verb.SORT,
    Verb.SOUNDS,
    Verb.BELL,
    Verb.SILENCE,
    Verb.SAY,
    Verb.CHAT,
    Verb.KICK,
    Verb.KEYS,
    Verb.HELP,
    Verb.QUIT,
)

_TYPED_VERBS = tuple(verb for verb in Verb if verb not in (Verb.PLAY, Verb.EMPTY, Verb.TIME_UP, Verb.WAKE))


@dataclass(frozen=True, slots=True)
class Command:
    """One typed line, understood: a verb, the rest of the line, and UNO said with a card."""

    verb: Verb
    arg: str = ""
    uno: bool = False
    #: A card chosen with the keys (no typing to parse).
    card: Card | None = None
    #: "interception" said with a card played out of turn (``interception r5``; the house rule faults).
    intercept: bool = False


def command_id(verb: Verb) -> str:
    """The message id of a verb's words in ``console.ftl``."""
    return f"command-{verb.value}"


@cache
def _play_words(lang: str) -> frozenset[str]:
    """``joue``/``play`` before a card (``joue r7``), or alone: the card under the cursor or the card drawn."""
    return frozenset(word for language in LANGUAGES for word in translator(language).words("command-play"))


@cache
def _uno_card_words() -> tuple[str, ...]:
    """The names of Rapido's UNO card in every language ("carte uno", "uno card"), longest first:
    the word "uno" in them names the card, not the call."""
    words: set[str] = set()
    for language in LANGUAGES:
        t = translator(language)
        words.update(_unhyphen(word) for word in (*t.words("card-rank-uno-card"), normalize(t.attr("card-rank-uno-card", "short"))))
    return tuple(sorted((word for word in words if word), key=len, reverse=True))


def _uno_card(text: str, uno_words: set[str]) -> Command | None:
    """``carte uno``, ``uno card``, with or without UNO called before or after it."""
    for name in _uno_card_words():
        if text == name:
            return Command(Verb.PLAY, name)
        if text.startswith(name + " ") and text[len(name):].strip() in uno_words:
            return Command(Verb.PLAY, name, uno=True)
        if text.endswith(" " + name) and text[: -len(name)].strip() in uno_words:
            return Command(Verb.PLAY, name, uno=True)
    return None


@cache
def _vocabulary(lang: str) -> dict[str, Verb]:
    words: dict[str, Verb] = {}
    for language in (lang, *(other for other in LANGUAGES if other != lang)):
        t = translator(language)
        for verb in _TYPED_VERBS:
            for word in (normalize(t(command_id(verb))), *t.words(command_id(verb))):
                key = _unhyphen(word)
                if key and key not in words:
                    words[key] = verb
    return words


def _unhyphen(text: str) -> str:
    return " ".join(text.replace("-", " ").split())


def command_words(lang: str) -> list[str]:
    """The main word of each verb in ``lang``, for Tab completion."""
    t = translator(lang)
    return sorted({t(command_id(verb)) for verb in _TYPED_VERBS})


@cache
def _intercept_words() -> frozenset[str]:
    """"interception" and its other words, in every language (``word-interception`` in console.ftl)."""
    return frozenset(normalize(word) for language in LANGUAGES for word in translator(language).words("word-interception"))


def parse_command(line: str, lang: str) -> Command:
    """What ``line`` asks for.

    >>> parse_command("pioche", "fr")
    Command(verb=<Verb.DRAW: 'draw'>, arg='', uno=False, card=None, intercept=False)
    >>> parse_command("r7 uno", "fr")
    Command(verb=<Verb.PLAY: 'play'>, arg='r7', uno=True, card=None, intercept=False)
    >>> parse_command("interception r5", "fr").intercept
    True
    >>> parse_command("rythme 1,5", "fr").arg
    '1,5'
    """
    text = _unhyphen(normalize(line))
    if not text:
        return Command(Verb.EMPTY)
    head, _, rest = text.partition(" ")
    if rest and head in _intercept_words():  # "interception r5": the word with the card, out of turn
        return dataclasses.replace(parse_command(rest, lang), intercept=True)
    words = _vocabulary(lang)
    uno_words = {key for key, verb in words.items() if verb is Verb.UNO}
    uno_card = _uno_card(text, uno_words)
    if uno_card is not None:
        return uno_card
    tokens = text.split()
    if tokens[0] in _play_words(lang):  # "joue r7", "play 3", "joue" alone
        after = parse_command(" ".join(tokens[1:]), lang) if len(tokens) > 1 else Command(Verb.PLAY)
        if after.verb in (Verb.PLAY, Verb.EMPTY):
            return Command(Verb.PLAY, after.arg, uno=after.uno)
        if after.verb is Verb.UNO:
            return Command(Verb.PLAY, "", uno=True)
    for size in (3, 2, 1):
        if len(tokens) < size:
            continue
        head = " ".join(tokens[:size])
        verb = words.get(head)
        if verb is None:
            continue
        rest = " ".join(tokens[size:])
        if verb is Verb.UNO and rest:
            return Command(Verb.PLAY, rest, uno=True)
        return Command(verb, rest)
    uno_words = {key for key, verb in words.items() if verb is Verb.UNO and len(key) > 1}
    if tokens[-1] in uno_words and len(tokens) > 1:
        return Command(Verb.PLAY, " ".join(tokens[:-1]), uno=True)
    return Command(Verb.PLAY, line.strip())


def play_or_pass(line: str, lang: str) -> bool | None:
    """After drawing a playable card: ``True`` to play it, ``False`` to pass, ``None`` when neither.

    The natural answers of either language (``joue``, ``oui``, ``o``, ``play``,
    ``y``; ``passe``, ``non``, ``n``, ``p``, ``no``), from
    ``answer-play-drawn`` and ``answer-pass-drawn`` in ``console.ftl``.

    >>> play_or_pass("Joue", "fr"), play_or_pass("n", "fr"), play_or_pass("y", "fr")
    (True, False, True)
    """
    return _yes_or_no(_unhyphen(normalize(line)), lang, "answer-play-drawn", "answer-pass-drawn")


def yes_no(line: str, lang: str) -> bool | None:
    """``True`` for yes, ``False`` for no, ``None`` when neither (in either language)."""
    return _yes_or_no(normalize(line), lang, "answer-yes", "answer-no")


def _yes_or_no(text: str, lang: str, yes: str, no: str) -> bool | None:
    """``True`` when ``text`` is one of the words of the message ``yes``, ``False`` of ``no``, ``None`` when
    neither: in ``lang`` first, then in the other languages."""
    for language in (lang, *(other for other in LANGUAGES if other != lang)):
        t = translator(language)
        if text in t.words(yes):
            return True
        if text in t.words(no):
            return False
    return None
