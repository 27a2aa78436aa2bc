"""Every message of both locales, said with every bot name and the cards a screen reader finds hardest,
checked for the slips a player noticed (issue 13): French elision ("+4 de Anna"), a participle that
agrees with a card ("joker piochée"), keys named in the other language ("d ou Espace pioche" in French,
"hand, m" in English), a line starting with a symbol a screen reader skips at its default
punctuation ("[ ] for you: ..." is heard as "for you").

accessibility-conventions.md: the key fact first, in words; tests/test_console_braille.py checks the
40 cells of the same lines.
"""

from __future__ import annotations

import itertools
import re

import pytest
from fluent.syntax import ast as fast

from tests.test_console_braille import PLURALS, _sample, _Selectors
from tests.test_i18n import _resources, _variables
from uno_access.console.commands import HELP_ORDER, command_id
from uno_access.i18n import LANGUAGES, Translator, normalize

#: Placeables that name a player.
NAMES = ("player", "target", "name", "partner", "dealer", "winner", "by", "catcher")
#: Cards as the game names them (reverse and skip have a colour: "r ][") and values alone, which are the
#: braille deck's symbols ("[ ]" is a skip owed, said by the turn line of a skip played on you).
CARDS = ("r ][", "b [ ]", "+4")
RANKS = ("][", "[ ]", "+2")
#: What NVDA and Orca skip at their default punctuation level ("some"), at the start of a line: the
#: brackets of the deck's reverse and skip, heard as nothing ("[ ] for you" was heard as "for you").
SKIPPED_FIRST = set("[]")
#: The prompt of the turn is the one line that is a symbol: the question said before it is the words.
PROMPTS_OF_SYMBOLS = {"prompt-play"}


def _lines(message: fast.Message, t: Translator) -> list[str]:
    """Every line ``message`` can say, with each bot name and each hard card in its placeables."""
    selectors = _Selectors()
    selectors.visit(message)
    names = sorted(_variables(message))
    bot_names = [t(f"bot-name-{seat}") for seat in range(1, 10)]
    choices = []
    for name in names:
        if name in selectors.values:
            choices.append(sorted(selectors.values[name], key=str))
        elif name.removesuffix("_de") in NAMES:
            choices.append(bot_names)
        elif name in ("card", "top", "drawn", "cards"):
            choices.append(list(CARDS))
        elif name in ("owed", "answers"):
            choices.append(list(RANKS))
        else:
            choices.append([_sample(name, t)])
    lines = []
    for values in itertools.islice(itertools.product(*choices), 2000):
        args = {name.removesuffix("_de"): value for name, value in zip(names, values)}
        for text in (t(message.id.name, **args),
                     *(t.attr(message.id.name, a.id.name, **args) for a in message.attributes)):
            lines += text.splitlines()
    return lines


def _messages(lang: str) -> list[fast.Message]:
    return [entry for file, resource in _resources(lang).items() if file != "cards.ftl"
            for entry in resource.body if isinstance(entry, fast.Message) and entry.value is not None]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_line_starts_with_a_symbol_a_screen_reader_skips(lang):
    t = Translator(lang)
    bad = sorted({f"{message.id.name}: {line}" for message in _messages(lang)
                  if message.id.name not in PROMPTS_OF_SYMBOLS
                  for line in _lines(message, t) if line[:1] in SKIPPED_FIRST})
    assert bad == []


def test_french_elides_de_before_a_name_that_starts_with_a_vowel():
    """« +4 d'Anna », « Main d'Émile » — never « de Anna »."""
    t = Translator("fr")
    vowel_names = [name for name in (t(f"bot-name-{seat}") for seat in range(1, 10))
                   if normalize(name[:1]) in "aeiouyh"]
    assert vowel_names  # Anna, Émile, Hélène, Igor
    pattern = re.compile(r"\b(de|que|le|la) (" + "|".join(map(re.escape, vowel_names)) + r")\b")
    bad = sorted({f"{message.id.name}: {line}" for message in _messages("fr")
                  for line in _lines(message, t) if pattern.search(line)})
    assert bad == []


def test_french_never_makes_a_card_agree_as_feminine():
    """A card may be « joker » or « +4 » (masculine) as well as « carte »: no « { $card } piochée »."""
    from uno_access.i18n import locales_dir

    bad = []
    for path in sorted(locales_dir().joinpath("fr").iterdir()):
        if path.name.endswith(".ftl"):
            bad += re.findall(r"\{ \$(?:card|drawn|cards) \} \w+ées?\b", path.read_text(encoding="utf-8"))
    assert bad == []


#: A key letter followed by what it does, in each language: the letter must be that language's word for it.
KEY_PHRASES = {
    "fr": {"pioche": "draw", "passe": "pass", "conteste": "challenge", "accepte": "accept", "contre": "catch"},
    "en": {"draws": "draw", "passes": "pass", "challenges": "challenge", "accepts": "accept", "catches": "catch"},
}
#: The same in a question: "Contester (f)", "Challenge (f)".
KEY_QUESTIONS = {
    "fr": {"contester": "challenge", "accepter": "accept", "contre": "catch", "pioche": "draw"},
    "en": {"challenge": "challenge", "accept": "accept", "catch": "catch", "draw": "draw"},
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keys_said_in_a_language_are_that_languages_keys(lang):
    t = Translator(lang)
    from uno_access.console.commands import Verb

    accepted = {verb.value: set(t.words(command_id(verb))) for verb in Verb if t.has(command_id(verb))}
    phrase = re.compile(r"\b([a-z]) (" + "|".join(KEY_PHRASES[lang]) + r")\b")
    question = re.compile(r"\b(" + "|".join(KEY_QUESTIONS[lang]) + r") \(([a-z])\)", re.IGNORECASE)
    bad = []
    for message in _messages(lang):
        for line in _lines(message, t):
            for letter, word in phrase.findall(line):
                if letter not in accepted[KEY_PHRASES[lang][word]]:
                    bad.append(f"{message.id.name}: {line}")
            for word, letter in question.findall(line):
                if letter not in accepted[KEY_QUESTIONS[lang][word.lower()]]:
                    bad.append(f"{message.id.name}: {line}")
    assert sorted(set(bad)) == []


#: Letters that are no initial of their command but a convention of the game in both languages
#: (c is catch/contre, so challenge/conteste takes f).
CONVENTIONS = {"challenge": {"f"}, "help": {"h"}}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_help_lists_only_the_words_of_its_language(lang):
    """A single letter stands for a word of its own language ("m" is "main": not an English key).
    The other language's words still work when typed (both are looked up); the help does not list them."""
    t = Translator(lang)
    bad = {}
    for verb in HELP_ORDER:
        words = set(t.words(command_id(verb))) | {normalize(t(command_id(verb)))}
        initials = {word[0] for word in words if len(word) > 1}
        letters = {word for word in words if len(word) == 1 and word.isalpha()}
        strange = letters - initials - CONVENTIONS.get(verb.value, set())
        if strange:
            bad[verb.value] = strange
    assert bad == {}


def test_plural_samples_cover_every_category():
    assert set(PLURALS) >= {"one", "other"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_second_left_is_singular(lang: str) -> None:
    """The time limit's last warning read "1 seconds left." / "Plus que 1 secondes."."""
    t = Translator(lang)
    assert "seconds" not in t("time-warning", seconds=1) and "secondes" not in t("time-warning", seconds=1)
    assert "second" in t("time-warning", seconds=1)
    assert t("time-warning", seconds=5).split()[:2] in (["5", "seconds"], ["Plus", "que"])
    assert "secondes" in t("time-warning", seconds=5) or "seconds" in t("time-warning", seconds=5)
