"""Every word from locales/: both languages complete, every message used exists, no wording in code."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from fluent.syntax import ast as fast
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

from uno_access.console.commands import Verb, command_id
from uno_access.engine import Color, Rank, Reason
from uno_access.engine.view import Phase
from uno_access.i18n import LANGUAGES, Translator, detect_language, locales_dir, normalize
from uno_access.notation import color_id, rank_id
from uno_access.speech.base import SpeechUnavailable

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "uno_access"
#: The console's own modules: no player-facing literal may live here.
CONSOLE_SOURCES = sorted(
    [PACKAGE / "cli.py", PACKAGE / "notation.py", PACKAGE / "i18n.py", *(PACKAGE / "console").glob("*.py")]
)


def _resources(lang: str) -> dict[str, fast.Resource]:
    return {path.name: parse(path.read_text(encoding="utf-8")) for path in sorted((locales_dir() / lang).glob("*.ftl"))}


def _messages(lang: str) -> dict[str, fast.Message]:
    messages: dict[str, fast.Message] = {}
    for resource in _resources(lang).values():
        for entry in resource.body:
            if isinstance(entry, fast.Message):
                messages[entry.id.name] = entry
    return messages


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fast.VariableReference) -> None:  # Fluent's visitor API
        self.names.add(node.id.name)


def _variables(message: fast.Message) -> set[str]:
    visitor = _Variables()
    visitor.visit(message)
    return visitor.names


@pytest.mark.parametrize("lang", LANGUAGES)
def test_locale_files_parse_without_errors(lang):
    for name, resource in _resources(lang).items():
        junk = [entry.content[:60] for entry in resource.body if isinstance(entry, fast.Junk)]
        assert not junk, f"{lang}/{name}: {junk}"


def test_both_languages_have_the_same_files_and_messages():
    files = {lang: set(_resources(lang)) for lang in LANGUAGES}
    assert files["fr"] == files["en"]
    french, english = _messages("fr"), _messages("en")
    assert sorted(set(french) - set(english)) == []
    assert sorted(set(english) - set(french)) == []


def test_both_languages_take_the_same_placeables():
    """Named placeables let a translation reorder words; a missing one would lose a fact."""
    french, english = _messages("fr"), _messages("en")

    def french_variables(message: object) -> set[str]:
        # "$by_de" is "$by" with French elision ("d'Anna", "de Bruno"), made by the translator.
        return {name.removesuffix("_de") for name in _variables(message)}

    different = {
        name: (french_variables(french[name]), _variables(english[name]))
        for name in french
        if name in english and french_variables(french[name]) != _variables(english[name])
    }
    assert different == {}


def test_every_attribute_exists_in_both_languages():
    french, english = _messages("fr"), _messages("en")
    for name, message in french.items():
        if name in english:
            assert {a.id.name for a in message.attributes} == {a.id.name for a in english[name].attributes}, name


def _literal_ids() -> set[str]:
    """Message ids written as literals in calls like t("id"), self.t("id"), t.attr("id", ...)."""
    pattern = re.compile(r"""\b(?:t|self\.t|translator\([^)]*\)|\.attr|\.words|\.has|_words|_ask\([^"]*)\(\s*"([a-z][a-z0-9-]*[a-z0-9])"(?!\s*\+)|"""
                         r"""(?:prompt_id|message|fallback)\s*[=:]\s*"([a-z][a-z0-9-]+)\"""")
    ids: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        for match in pattern.finditer(path.read_text(encoding="utf-8")):
            ids.add(match.group(1) or match.group(2))
    for path in CONSOLE_SOURCES:
        text = path.read_text(encoding="utf-8")
        ids.update(re.findall(r'"((?:prompt|error|help|turn|event|question|cli|settings)-[a-z0-9-]*[a-z0-9])"', text))
    return ids


def _family_ids() -> set[str]:
    """Message ids the code builds from the engine's enums and the command verbs."""
    from uno_access.console.options import HandOrder, Level, Verbosity
    from uno_access.engine.actions import Effect
    from uno_access.engine.rules import PRESETS

    ids = {f"error-{reason.value}" for reason in Reason}
    typed = [verb for verb in Verb if verb not in (Verb.PLAY, Verb.EMPTY, Verb.TIME_UP, Verb.WAKE)]  # TIME_UP: the clock's
    ids |= {command_id(verb) for verb in typed}
    ids |= {f"help-{verb.value}" for verb in typed}
    ids |= {f"help-now-{phase.value}" for phase in Phase if phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER)}
    ids |= {f"speech-unavailable-{reason.value}" for reason in SpeechUnavailable}
    ids |= {color_id(color) for color in Color} | {rank_id(rank) for rank in Rank}
    ids |= {f"effect-{effect.value}" for effect in Effect}
    ids |= {f"value-verbosity-{v.value}" for v in Verbosity} | {f"value-sort-{v.value}" for v in HandOrder}
    ids |= {f"level-{level.value}" for level in Level} | {f"language-{lang}" for lang in LANGUAGES}
    ids |= {"preset-" + name.replace("+", "-plus") for name in PRESETS}
    ids |= {"rules-preset-" + name.replace("+", "-plus") for name in PRESETS}
    ids |= {"rules-summary-" + name.replace("+", "-plus") for name in PRESETS}
    ids |= {f"bot-name-{seat}" for seat in range(1, 10)}
    return ids


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_the_code_uses_exists(lang):
    translator = Translator(lang)
    used = _literal_ids() | _family_ids()
    missing = sorted(message for message in used if not translator.has(message))
    assert missing == []


def test_every_rule_option_is_explained_in_both_languages():
    """rules.ftl pattern: one rules-option-<field> message per RuleSet field."""
    from uno_access.console.rules_text import _FOLDED, option_id
    from uno_access.engine.rules import RuleSet

    for lang in LANGUAGES:
        translator = Translator(lang)
        missing = [f for f in RuleSet.option_names() if f not in _FOLDED and not translator.has(option_id(f))]
        assert missing == [], lang


_WORDS = re.compile(r"[A-Za-zÀ-ÿ]{2,}[,.:;!?]?\s+[A-Za-zÀ-ÿ]{2,}")


def _player_facing_literals(path: Path) -> list[str]:
    """String constants that read like sentences, except docstrings and exception texts for developers."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            skip.add(id(body[0].value))
        if isinstance(node, ast.Raise) or (
            isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "__init__"
        ):
            for inner in ast.walk(node):
                skip.add(id(inner))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            if _WORDS.search(node.value):
                found.append(node.value)
    return found


@pytest.mark.parametrize("path", CONSOLE_SOURCES, ids=lambda p: p.name)
def test_no_player_facing_string_literal_in_code(path):
    assert _player_facing_literals(path) == []


def test_language_comes_from_the_environment():
    assert detect_language({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert detect_language({"LC_ALL": "fr_BE", "LANG": "en_US"}) == "fr"
    assert detect_language({"LC_ALL": "en_GB", "LANG": "fr_FR"}) == "en"
    assert detect_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert detect_language({}) == "en"


def test_plurals_follow_each_language():
    """French says "0 carte" and "1 carte", English "0 cards" and "1 card"."""
    fr, en = Translator("fr"), Translator("en")
    assert fr("hand-intro", count=0) == "Main, 0 carte :"
    assert fr("hand-intro", count=1) == "Main, 1 carte :"
    assert fr("hand-intro", count=2) == "Main, 2 cartes :"
    assert en("hand-intro", count=0) == "Hand, 0 cards:"
    assert en("hand-intro", count=1) == "Hand, 1 card:"


def test_numbers_are_written_without_grouping_marks():
    """A braille display shows "1500", not "1 500" with a narrow no-break space."""
    assert Translator("fr")("score-player", player="Anna", you=False, points=1500) == "Anna : 1500 points."


def test_no_isolation_marks_around_placeables():
    text = Translator("en")("event-card-played", player="Bob", you=False, card="r 7", left=3, uno=False)
    assert text == "Bob plays r 7, 3 cards."
    assert "\u2068" not in text and "\u2069" not in text


def test_a_missing_message_gives_its_id_not_a_crash():
    assert Translator("en")("no-such-message") == "no-such-message"


def test_typed_words_ignore_case_and_accents():
    assert normalize("  Règles ") == "regles"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_is_written_twice(lang: str) -> None:
    """A message id written twice in a language's files: Fluent keeps the first, and the second is never said
    (UNO Wizz's shown hand once read "Your hand is shown to to." - an older message of the same id)."""
    seen: dict[str, str] = {}
    twice = []
    for path in sorted((locales_dir() / lang).glob("*.ftl")):
        for entry in parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, (fast.Message, fast.Term)):
                name = entry.id.name
                if name in seen:
                    twice.append(f"{name}: {seen[name]} and {path.name}")
                seen[name] = path.name
    assert twice == []
