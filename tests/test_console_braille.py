"""Every line the console says in brief verbosity fits a 40-cell braille display: each message of
console.ftl, storage.ftl, speech.ftl, simulate.ftl and bootstrap.ftl, in every variant its selectors
offer, with short everyday values in its placeables.  A long message is cut with Fluent's multiline
values: ``Output.say`` and ``print`` put each of its lines on a line of its own.

accessibility-conventions.md, "Output rules": "One event per line, key fact first; brief lines fit
40 braille cells."  The lines said by the whole matches, the rules and the help are checked where
they are built (tests/test_console_session.py, tests/test_console_rules.py); this test catches a
message whose own words are too long, wherever and however rarely it is said.
"""

from __future__ import annotations

import itertools
import sys

import pytest
from fluent.syntax import ast as fast
from fluent.syntax.visitor import Visitor

from tests.test_console_rules import assert_fits_braille
from tests.test_i18n import _resources, _variables
from uno_access.engine.actions import Effect
from uno_access.engine.cards import Rank
from uno_access.engine.rules.robot import ROBOT_RULES
from uno_access.i18n import LANGUAGES, Translator
from uno_access.notation import format_rank
from uno_access.storage.settings import SPECS

#: Lines that may be longer, and why.
LONGER = {
    # Flag mistakes answered before the game, read by other tests as one line: they list every code name.
    "cli-error-custom", "cli-custom-ignored",
    # Said only when it fits: the renderer says turn-challenge-short otherwise (checked here).
    "turn-challenge",
}
#: The same for the other files; the settings file's comments are lines of a file read in an editor, not said.
LONGER_IN = {
    "console.ftl": LONGER,
    # storage.settings.render_settings writes these as "# " comments of settings.toml, one comment line per
    # message (a second line would lose its "#" and break the file): never printed or spoken by the game.
    "storage.ftl": {"storage-settings-file-header", *(spec.help_id for spec in SPECS.values())},
    "speech.ftl": set(),
    "simulate.ftl": set(),
    "bootstrap.ftl": set(),
}
#: How many messages each file has at least (the whole file was read).
AT_LEAST = {"console.ftl": 201, "storage.ftl": 50, "speech.ftl": 6, "simulate.ftl": 20, "bootstrap.ftl": 3}
#: Selectors whose default variant also says the value (UNO Robot's "Robot imposes { $rule }."): sampled too.
SAMPLED_TOO = {"rule"}
#: Plural categories as numbers that fall in them.
PLURALS = {"zero": 0, "one": 1, "two": 2, "few": 3, "many": 11, "other": 7}


def _sample(name: str, t: Translator) -> object:
    """A short everyday value for a placeable (the longest bot name, a card, a few cards)."""
    samples: dict[str, object] = {
        "card": "r +2", "cards": "r 7, b 2", "top": "r 7", "drawn": "r 7", "owed": "+2", "colors": "r, j, v, b",
        "value": "abc", "text": "zz", "answer": "zz", "argument": "--zz", "flag": "--pace",
        "path": "-", "words": "pioche, d", "choices": "a, b",
    }
    if name in samples:
        return samples[name]
    if name == "rule":  # UNO Robot's rule in force, by its name in the settings: the longest it may say
        return max((t(f"storage-setting-value-house-rules-{rule}") for rule in ROBOT_RULES), key=len)
    if name == "effect":  # the Family Quick Joker's effect, by its name
        return max((t(f"effect-{effect.value}") for effect in Effect), key=len)
    if name in ("player", "target", "name", "partner", "dealer", "winner", "players", "names", "by",
                "catcher", "previous", "to"):
        return max((t(f"bot-name-{seat}") for seat in range(1, 10)), key=len)
    return 12  # a number: points, a count, a seat…


class _Selectors(Visitor):
    """Each variable a selector chooses on, and the values that pick each of its variants."""

    def __init__(self) -> None:
        super().__init__()
        self.values: dict[str, set[object]] = {}

    def visit_SelectExpression(self, node: fast.SelectExpression) -> None:  # Fluent's visitor API
        if isinstance(node.selector, fast.VariableReference):
            keys = self.values.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                key = variant.key
                if isinstance(key, fast.NumberLiteral):
                    keys.add(int(float(key.value)))
                elif key.name in PLURALS:
                    keys.add(PLURALS[key.name])
                else:
                    keys.add({"yes": True, "no": False}.get(key.name, key.name))
        self.generic_visit(node)


def _said(message: fast.Message, t: Translator, lang: str) -> list[tuple[str, str]]:
    """(message id, line) for every line the message can say in brief verbosity."""
    selectors = _Selectors()
    selectors.visit(message)
    names = sorted(_variables(message))
    choices = [sorted(selectors.values.get(name, set()) | {_sample(name, t)} if name in SAMPLED_TOO
                      else selectors.values.get(name) or {_sample(name, t)}, key=str) for name in names]
    lines: list[tuple[str, str]] = []
    for values in itertools.islice(itertools.product(*choices), 512):
        args = dict(zip(names, values))
        if args.get("full") is True:
            continue  # full verbosity says everything in words; brief is what must fit
        if "answers" in args:  # what you lack to answer: a skip when nothing is owed, else +2 and +4
            args["answers"] = format_rank(Rank.SKIP, lang) if args.get("count") == 0 else f"+2{t('list-nor')}+4"
        for text in (t(message.id.name, **args), *(t.attr(message.id.name, a.id.name, **args)
                                                    for a in message.attributes if a.id.name == "more")):
            lines += [(message.id.name, line) for line in text.splitlines()]
    return lines


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("file", list(LONGER_IN))
def test_every_message_says_lines_of_40_cells_in_brief_verbosity(file, lang):
    t = Translator(lang)
    said = [(message_id, line) for entry in _resources(lang)[file].body
            if isinstance(entry, fast.Message) and entry.value is not None and entry.id.name not in LONGER_IN[file]
            for message_id, line in _said(entry, t, lang)]
    assert len({message_id for message_id, _ in said}) >= AT_LEAST[file]  # the whole file was read
    long = sorted({f"{message_id}: {line}" for message_id, line in said if len(line) > 40})
    assert_fits_braille(long, "\n".join(long))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_crash_says_its_first_lines_within_40_cells(lang):
    """The path of the crash log goes on a line of its own: the lines before it fit."""
    lines = Translator(lang)("error-internal", path="/home/player/.cache/uno-access/crash.log").splitlines()
    assert lines[-1] == "/home/player/.cache/uno-access/crash.log"
    assert_fits_braille(lines[:-1], "error-internal")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_first_start_notices_read_by_hand_are_the_lines_fluent_gives(lang, monkeypatch):
    """uno_access._bootstrap reads bootstrap.ftl without Fluent (not installed yet): its multiline
    messages keep their lines, each printed on its own."""
    from uno_access import _bootstrap

    monkeypatch.setenv("LANG", {"fr": "fr_FR.UTF-8", "en": "en_US.UTF-8"}[lang])
    monkeypatch.delenv("LC_ALL", raising=False)
    t = Translator(lang)
    for message_id in ("bootstrap-installing", "bootstrap-done", "bootstrap-failed"):
        assert _bootstrap._message(message_id) == t(message_id)


def test_the_first_start_notices_speak_the_language_the_player_asked_for(monkeypatch):
    """``python3 -m uno_access --lang fr`` on an English system: the install notice is French too."""
    from uno_access import _bootstrap

    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.setattr(sys, "argv", ["uno_access", "--lang", "fr"])
    assert _bootstrap._message("bootstrap-installing") == Translator("fr")("bootstrap-installing")
