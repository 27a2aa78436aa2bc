"""The compiled messages (uno_access.i18n) read exactly as fluent.runtime formats them.

The game formats its messages without importing fluent.runtime (and Babel):
that saves about 80 ms at every start.  These tests hold the compiled path to
the real one: every message and attribute of both languages, with numbers
around each plural boundary, the words its selectors choose between, booleans
and missing arguments; the plural rules against Babel's CLDR data; the cache.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uno_access import i18n
from uno_access.i18n import LANGUAGES, Translator

#: Numbers on each side of the plural boundaries of French and English (and a million: French "many").
NUMBERS = (0, 1, 2, 3, 5, 11, 21, 100, 1500, 1_000_000, 2_000_000, -1, -2)


def _selector_words(pattern: object) -> set[str]:
    """The identifier keys of a compiled pattern's selectors (the words a string argument may choose)."""
    words: set[str] = set()
    if isinstance(pattern, tuple):
        for part in pattern:
            if isinstance(part, tuple) and part[0] == "?":
                for key, variant in part[2]:
                    if isinstance(key, str):
                        words.add(key)
                    words |= _selector_words(variant)
    return words


def _variables(pattern: object) -> set[str]:
    names: set[str] = set()
    if isinstance(pattern, tuple):
        for part in pattern:
            if isinstance(part, tuple):
                names.add(part[1])
                if part[0] == "?":
                    for _key, variant in part[2]:
                        names |= _variables(variant)
    return names


def _cases(translator: Translator):
    """(message id, attribute, pattern) for every message value and attribute."""
    for message_id, entry in translator.messages.items():
        assert entry is not None, f"{message_id} is left to fluent.runtime: the compiler should handle it"
        value, attributes = entry
        if value is not None:
            yield message_id, None, value
        for name, pattern in attributes.items():
            yield message_id, name, pattern


def _both(translator: Translator, message_id: str, attribute: str | None, args: dict) -> tuple[str, str]:
    compiled = translator._format(message_id, attribute, args)
    # Fluent gets the arguments as _format gives them to it: with the French elided names ("$by_de": "de x")
    # derived from the names (a string "by" without "by_de" once read "+4 by_de" here: found by Hypothesis).
    given = i18n.with_elisions(args) if translator.lang == "fr" and args else args
    reference = translator._format_with_fluent(message_id, attribute, given, None)
    return compiled, reference


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_reads_as_fluent_formats_it(lang):
    translator = Translator(lang)
    checked = 0
    for message_id, attribute, pattern in _cases(translator):
        names = sorted(_variables(pattern))
        words = sorted(_selector_words(pattern)) + ["x"]
        base = {name: 2 for name in names}
        assignments = [base, {}]  # all set; none set (each placeable shows its name, the default variant)
        for name in names:
            for value in (*NUMBERS, *words, True, False):
                assignments.append({**base, name: value})
            assignments.append({key: value for key, value in base.items() if key != name})
        for args in assignments:
            compiled, reference = _both(translator, message_id, attribute, args)
            assert compiled == reference, (message_id, attribute, args)
            checked += 1
    assert checked > 1000


@pytest.mark.parametrize("lang", LANGUAGES)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_any_mix_of_arguments_reads_as_fluent_formats_it(lang, data):
    translator = i18n.translator(lang)
    cases = [case for case in _cases(translator) if _variables(case[2])]
    message_id, attribute, pattern = data.draw(st.sampled_from(cases))
    values = st.one_of(st.integers(-3, 3_000_000), st.sampled_from(sorted(_selector_words(pattern)) + ["x"]),
                       st.booleans(), st.text(max_size=5))
    args = {name: data.draw(values) for name in sorted(_variables(pattern)) if data.draw(st.integers(0, 5))}
    compiled, reference = _both(translator, message_id, attribute, args)
    assert compiled == reference


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_rules_are_babels(lang):
    """CLDR's rules as Babel has them: French "1 carte", "0 carte", "1000000 de cartes" (many); English "1 card"."""
    from babel import Locale
    from babel.plural import to_python

    babel_rule = to_python(Locale.parse(lang).plural_form)
    ours = i18n._PLURALS[lang]
    numbers = [*range(-3000, 3001), *(k * 1_000_000 for k in range(-3, 4)), 999_999, 1_000_001, 10**14]
    assert [ours(n) for n in numbers] == [babel_rule(n) for n in numbers]


def test_numbers_that_are_not_whole_are_formatted_by_fluent():
    """A decimal number keeps the language's separator (French "1,5") and Fluent's plural choice."""
    assert Translator("fr")("hand-intro", count=1.5) == Translator("fr")._format_with_fluent(
        "hand-intro", None, {"count": 1.5}, None)
    assert "1,5" in Translator("fr")("hand-intro", count=1.5)
    assert "1.5" in Translator("en")("hand-intro", count=1.5)


def test_missing_messages_and_attributes():
    t = Translator("en")
    assert t("no-such-message") == "no-such-message"
    assert t.attr("no-such-message", "short") == ""
    assert t.attr("hand-intro", "no-such-attribute") == ""
    assert t.has("hand-intro") and not t.has("no-such-message")


def _locales(tmp_path: Path, french: str) -> Path:
    for lang in LANGUAGES:
        folder = tmp_path / "locales" / lang
        folder.mkdir(parents=True)
        (folder / "test.ftl").write_text(french if lang == "fr" else "", encoding="utf-8")
    return tmp_path / "locales"


def test_what_the_compiler_does_not_handle_is_left_to_fluent(tmp_path, monkeypatch):
    """Terms, functions and message references: formatted by fluent.runtime, exactly as before."""
    source = (
        "-game = UNO\n"
        "welcome = Bienvenue dans { -game } !\n"
        "number = { NUMBER($n, minimumFractionDigits: 2) } points\n"
        "again = { welcome } Encore.\n"
        "plain = { $n ->\n    [one] une carte\n   *[other] { $n } cartes\n  }\n"
    )
    monkeypatch.setenv("UNO_ACCESS_LOCALES", str(_locales(tmp_path, source)))
    monkeypatch.setenv("UNO_ACCESS_CACHE", str(tmp_path / "cache"))
    t = Translator("fr")
    assert t.messages["welcome"] is None and t.messages["plain"] is not None
    assert t("welcome") == "Bienvenue dans UNO !"
    assert t("number", n=3) == "3,00 points"
    assert t("again") == "Bienvenue dans UNO ! Encore."
    assert t("plain", n=1) == "une carte" and t("plain", n=4) == "4 cartes"
    assert t.message_ids() == {"welcome", "number", "again", "plain"}


def test_the_cache_is_used_and_follows_the_files(tmp_path, monkeypatch):
    folder = _locales(tmp_path, "a = premier\n")
    monkeypatch.setenv("UNO_ACCESS_LOCALES", str(folder))
    monkeypatch.setenv("UNO_ACCESS_CACHE", str(tmp_path / "cache"))
    assert Translator("fr")("a") == "premier"
    caches = list((tmp_path / "cache").glob("locales-fr-*.marshal"))
    assert len(caches) == 1
    (folder / "fr" / "test.ftl").write_text("a = second\n", encoding="utf-8")
    assert Translator("fr")("a") == "second"  # a changed file is read again, never an old cache
    (folder / "fr" / "test.ftl").write_text("a = premier\n", encoding="utf-8")
    for cache in (tmp_path / "cache").glob("locales-fr-*.marshal"):
        cache.write_bytes(b"not marshal data")
    assert Translator("fr")("a") == "premier"  # a broken cache only costs the parsing


def test_old_caches_are_pruned(tmp_path, monkeypatch):
    folder = _locales(tmp_path, "a = 0\n")
    cache = tmp_path / "cache"
    monkeypatch.setenv("UNO_ACCESS_LOCALES", str(folder))
    monkeypatch.setenv("UNO_ACCESS_CACHE", str(cache))
    cache.mkdir()
    (cache / "locales-fr-0123.pickle").write_bytes(b"old format")
    for version in range(1, 8):
        (folder / "fr" / "test.ftl").write_text(f"a = {version}\n", encoding="utf-8")
        assert Translator("fr")("a") == str(version)
        os.utime(next(iter(sorted(cache.glob("*.marshal"), key=os.path.getmtime, reverse=True))),
                 (version * 1000, version * 1000))
    assert len(list(cache.glob("locales-fr-*.marshal"))) <= i18n._CACHES_KEPT + 1
    assert not list(cache.glob("*.pickle"))
