"""The command line's flags, shared by its programs (``uno-access``, and ``host``, ``join``, ``serve``):
argparse only splits them; each value is checked here, and a wrong one is said in one localized line
(:class:`InvalidFlag`), never argparse's own English."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from .console.options import ConsoleOptions, Verbosity
from .i18n import LANGUAGES, normalize, translator
from .lines import names_in_lines
from .match import Level, MatchOptions
from .typed import shown

__all__ = ["ArgumentError", "InvalidFlag", "answer_words", "build_parser", "int_flag", "options_from_flags",
           "replace_match"]

_LEVELS = tuple(level.value for level in Level)
_SPEECH = ("auto", "on", "reader", "off")
_SOUNDS = ("auto", "on", "off")
_VERBOSITY = tuple(v.value for v in Verbosity)


class ArgumentError(Exception):
    """argparse found a flag without its value (worded by us, not by argparse)."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise ArgumentError(message)


def build_parser() -> argparse.ArgumentParser:
    """The flags; argparse only splits them, values are checked (and errors worded) by :func:`main`."""
    parser = _Parser(prog="uno-access", add_help=False, allow_abbrev=False)
    parser.add_argument("--lang")
    parser.add_argument("--bots")
    parser.add_argument("--level")
    parser.add_argument("--rules")
    parser.add_argument("--house")
    parser.add_argument("--custom")
    parser.add_argument("--target")
    parser.add_argument("--time-limit")
    parser.add_argument("--seed")
    parser.add_argument("--speech")
    parser.add_argument("--sounds")
    parser.add_argument("--sound-volume")
    parser.add_argument("--rate")
    parser.add_argument("--volume")
    parser.add_argument("--voice")
    parser.add_argument("--verbosity")
    parser.add_argument("--pace")
    parser.add_argument("--reaction")
    parser.add_argument("--plain", action="store_true")
    parser.add_argument("--resume", action="store_true")
    parser.add_argument("--version", action="store_true")
    parser.add_argument("-h", "--help", action="store_true")
    return parser


class InvalidFlag(Exception):
    """A flag's value the program cannot take; ``line`` says why, in the player's language."""

    def __init__(self, line: str) -> None:
        super().__init__(line)
        self.line = line


def int_flag(value: str, low: int, high: int, flag: str, lang: str) -> int:
    """``value`` as a whole number from ``low`` to ``high``; else :class:`InvalidFlag` naming ``flag``."""
    try:
        number = int(value)
    except ValueError:
        number = low - 1
    if not low <= number <= high:
        raise InvalidFlag(translator(lang)("cli-error-number", flag=flag, value=shown(value), low=low, high=high))
    return number


def _choice(value: str, choices: Sequence[str], flag: str, lang: str) -> str:
    """The choice named, whatever its case (``--rules Official``), as the start-up questions take it."""
    by_case = {choice.lower(): choice for choice in choices}
    chosen = by_case.get(value.strip().lower())
    if chosen is None:
        raise InvalidFlag(translator(lang)("cli-error-choice", flag=flag, value=shown(value), choices=names_in_lines(choices)))
    return chosen


def options_from_flags(ns: argparse.Namespace, lang: str) -> tuple[MatchOptions, ConsoleOptions, set[str]]:
    """Checked options, and the names of the questions the flags answered."""
    from .engine.rules import PRESETS

    answered: set[str] = set()
    match = MatchOptions()
    console = ConsoleOptions(lang=lang)
    if ns.lang is not None:
        _choice(ns.lang, LANGUAGES, "--lang", lang)
        answered.add("lang")
    if ns.bots is not None:
        match = replace_match(match, bots=int_flag(ns.bots, 1, 9, "--bots", lang))
        answered.add("bots")
    if ns.level is not None:
        match = replace_match(match, level=Level(_choice(ns.level, _LEVELS, "--level", lang)))
        answered.add("level")
    if ns.rules is not None:
        match = replace_match(match, rules=_choice(ns.rules, tuple(PRESETS), "--rules", lang))
        answered.add("rules")
    if ns.house is not None:
        names = tuple(name.strip() for name in ns.house.split(",") if name.strip())
        if len(names) == 1 and normalize(names[0]) in answer_words(lang, "question-house-none"):
            names = ()  # --house none: as the question's answer, no house rule
        names = tuple(_house_flag(name, lang) for name in names)
        match = replace_match(match, house=names)
    if ns.custom is not None:
        match = replace_match(match, custom=_custom_flag(ns.custom, lang))
    if ns.target is not None:
        match = replace_match(match, target=int_flag(ns.target, 1, 100_000, "--target", lang))
        answered.add("target")
    if ns.time_limit is not None:
        match = replace_match(match, time_limit=int_flag(ns.time_limit, 0, 300, "--time-limit", lang))
    if ns.seed is not None:
        match = replace_match(match, seed=int_flag(ns.seed, 0, 2**63, "--seed", lang))
    if ns.speech is not None:
        console.speech = _choice(ns.speech, _SPEECH, "--speech", lang)
    if ns.rate is not None:
        console.rate = int_flag(ns.rate, 50, 500, "--rate", lang)
    if ns.volume is not None:
        console.volume = int_flag(ns.volume, 0, 100, "--volume", lang)
    if ns.sounds is not None:
        console.sounds = _choice(ns.sounds, _SOUNDS, "--sounds", lang)
    if ns.sound_volume is not None:
        console.sound_volume = int_flag(ns.sound_volume, 0, 100, "--sound-volume", lang)
    if ns.voice is not None:
        voice = ns.voice.strip()
        if not voice or len(voice) > 100 or not voice.isprintable():
            raise InvalidFlag(translator(lang)("cli-error-voice", flag="--voice", value=shown(ns.voice)))
        console.voice = voice
    if ns.verbosity is not None:
        console.verbosity = Verbosity(_choice(ns.verbosity, _VERBOSITY, "--verbosity", lang))
    if ns.pace is not None:
        try:
            pace = float(ns.pace)
        except ValueError:
            pace = -1.0
        if not 0 <= pace <= 10:
            raise InvalidFlag(translator(lang)("cli-error-number", flag="--pace", value=shown(ns.pace), low=0, high=10))
        console.pace = pace
    if ns.reaction is not None:
        try:
            reaction = float(ns.reaction.replace(",", "."))
        except ValueError:
            reaction = -1.0
        if not 0.3 <= reaction <= 10:
            raise InvalidFlag(translator(lang)("cli-error-number", flag="--reaction", value=shown(ns.reaction),
                                            low=0.3, high=10))
        console.reaction = reaction
    console.plain = bool(ns.plain)
    return match, console, answered


def _house_flag(value: str, lang: str) -> str:
    """A house rule of ``--house``: its code name, or its name in either language (``suites``)."""
    from .engine.rules import HOUSE_RULES

    if value not in HOUSE_RULES:
        from .console.house_rules import parse_house

        named = parse_house(value, lang)
        if named is not None and len(named) == 1:
            return named[0]
    return _choice(value, tuple(HOUSE_RULES), "--house", lang)


def _custom_flag(value: str, lang: str) -> tuple[str, ...]:
    """``--custom give-four,choose-next``: the effects' code names, ``""`` where a place keeps the edition's."""
    from .custom_cards import effect_choices, parse_custom

    chosen = parse_custom(value, lang)
    if chosen is None:
        raise InvalidFlag(translator(lang)("cli-error-custom", flag="--custom", value=shown(value), choices=effect_choices(lang)))
    return tuple(effect.value if effect is not None else "" for effect in chosen)


def replace_match(match: MatchOptions, **changes: object) -> MatchOptions:
    """``match`` with ``changes`` (checked by the caller)."""
    import dataclasses

    return dataclasses.replace(match, **changes)  # type: ignore[arg-type]


def answer_words(lang: str, message: str) -> tuple[str, ...]:
    t = translator(lang)
    return (normalize(t(message)), *t.words(message))
