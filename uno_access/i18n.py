"""Every word the player reads or hears, from the Fluent files in ``locales/``.

>>> from uno_access.i18n import Translator
>>> t = Translator("en")
>>> t("hand-intro", count=1)
'Hand, 1 card:'

A :class:`Translator` loads every ``.ftl`` file of ``locales/<lang>/``.  Numbers
are written without digit grouping ("1500", not "1 500" with a thin space) so
that braille displays and speech read them plainly; plural selection still
follows the language (French "0 carte", English "0 cards").  Bidirectional
isolation marks are off: they are noise on a braille display.

The messages are compiled once into plain tuples (cached in the user's cache
folder) and formatted here, exactly as ``fluent.runtime`` formats them (the
tests compare both on every message): importing fluent.runtime and Babel
would cost about 80 ms at every start.  What the compiler does not handle is
left to fluent.runtime, imported then.
"""

from __future__ import annotations

import os
import sys
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from fluent.runtime import FluentBundle

__all__ = [
    "LANGUAGES",
    "DEFAULT_LANGUAGE",
    "Translator",
    "cache_dir",
    "detect_language",
    "locales_dir",
    "message_ids",
    "normalize",
    "translator",
]

#: The languages the game speaks, in the order offered at start-up.
LANGUAGES: tuple[str, ...] = ("fr", "en")
DEFAULT_LANGUAGE = "en"


def locales_dir() -> Path:
    """Where the ``.ftl`` files live.

    ``UNO_ACCESS_LOCALES`` overrides; else the package's own ``locales``
    resource (``importlib.resources``: an installed wheel, a pipx install,
    which carries ``uno_access/locales/<lang>/*.ftl``), else the checkout's
    top-level ``locales/`` beside the package (a clone, an editable install).
    """
    override = os.environ.get("UNO_ACCESS_LOCALES")
    if override:
        return Path(override)
    from importlib.resources import files

    bundled = files("uno_access").joinpath("locales")
    if bundled.is_dir():
        return Path(str(bundled))
    return Path(__file__).resolve().parent.parent / "locales"


def detect_language(environ: Mapping[str, str] | None = None) -> str:
    """French when the POSIX locale variables say French, else English.

    The first set variable of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` decides,
    as the C library does.

    >>> detect_language({"LANG": "fr_CA.UTF-8"})
    'fr'
    >>> detect_language({"LC_ALL": "C", "LANG": "fr_FR.UTF-8"})
    'en'
    >>> detect_language({})
    'en'
    """
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            return "fr" if value.lower().startswith("fr") else DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def normalize(text: str) -> str:
    """Lower case, accents removed, spaces squeezed: how typed words are compared.

    >>> normalize("  Répète ")
    'repete'
    """
    decomposed = unicodedata.normalize("NFKD", text.strip().lower())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(plain.split())


def _ftl_files(lang: str) -> list[Path]:
    folder = locales_dir() / lang
    return sorted(folder.glob("*.ftl"))


#: The placeables that name a player, given an elided form for French ("$by_de": "d'Anna", "de Bruno").
_NAME_ARGS = ("by", "player", "target", "catcher")


def elided_de(name: str) -> str:
    """French "de" before a name: "d'" before a vowel or a mute h.

    >>> elided_de("Anna"), elided_de("Bruno"), elided_de("Émile"), elided_de("Hélène")
    ("d'Anna", 'de Bruno', "d'Émile", "d'Hélène")
    """
    first = normalize(name[:1]) if name else ""
    return ("d'" if first and first in "aeiouyh" else "de ") + name


def with_elisions(args: Mapping[str, Any]) -> Mapping[str, Any]:
    """``args`` with ``NAME_de`` for each player's name (French messages use them)."""
    extra = {f"{key}_de": elided_de(args[key]) for key in _NAME_ARGS
             if isinstance(args.get(key), str) and f"{key}_de" not in args}
    return {**args, **extra} if extra else args


class Translator:
    """Formats messages of one language: ``t("hand-intro", count=3)``."""

    def __init__(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"language must be one of {LANGUAGES}, not {lang!r}")
        self.lang = lang
        self._messages: dict[str, _Entry | None] | None = None
        self._bundle: FluentBundle | None = None

    @property
    def messages(self) -> dict[str, _Entry | None]:
        """Every message of the language, compiled (see :func:`_compiled_messages`); loaded on first use."""
        if self._messages is None:
            self._messages = _compiled_messages(self.lang)
        return self._messages

    @property
    def bundle(self) -> FluentBundle:
        """The same messages in a ``fluent.runtime`` bundle (parsed on first use: about 0.2 s).

        Used only for what the compiled messages leave to Fluent itself
        (an argument that is not a string or a whole number, a construct
        the compiler does not handle); the tests compare both.
        """
        if self._bundle is None:
            from fluent.runtime import FluentBundle, FluentResource

            bundle = FluentBundle([self.lang], use_isolating=False)
            for path in _ftl_files(self.lang):
                bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
            self._bundle = bundle
        return self._bundle

    def has(self, message_id: str) -> bool:
        """True when the message exists in this language."""
        return message_id in self.messages

    def message_ids(self) -> frozenset[str]:
        """Every message id of this language (terms excluded)."""
        return frozenset(self.messages)

    def __call__(self, message_id: str, **args: Any) -> str:
        """The message, formatted; a missing message gives its id (and never raises)."""
        return self._format(message_id, None, args)

    def attr(self, message_id: str, attribute: str, **args: Any) -> str:
        """An attribute of a message (``.short``, ``.accept``...), or ``""`` if absent."""
        return self._format(message_id, attribute, args, missing="")

    def words(self, message_id: str, attribute: str = "accept") -> tuple[str, ...]:
        """The words listed, comma-separated, in an attribute, normalized.

        >>> Translator("fr").words("command-draw")[:2]
        ('pioche', 'piocher')
        """
        text = self.attr(message_id, attribute)
        return tuple(word for word in (normalize(part) for part in text.split(",")) if word)

    def _format(self, message_id: str, attribute: str | None, args: Mapping[str, Any], missing: str | None = None) -> str:
        if self.lang == "fr" and args:
            args = with_elisions(args)
        messages = self.messages
        if message_id not in messages:
            # Never an identifier for a player: the other language's words, if it has them.
            for other in LANGUAGES:
                if other != self.lang and message_id in translator(other).messages:
                    _report(message_id, [("missing-in", self.lang)])
                    return translator(other)._format(message_id, attribute, args, missing)  # noqa: SLF001 - same class
            return message_id if missing is None else missing
        entry = messages[message_id]
        if entry is not None:
            pattern = entry[0] if attribute is None else entry[1].get(attribute, _ABSENT)
            if pattern is None or pattern is _ABSENT:
                return message_id if missing is None else missing
            values = _plain_args(args)
            if values is not None:
                errors: list[tuple[str, str]] = []
                try:
                    text = _resolve(pattern, values, _PLURALS[self.lang], errors)
                except _LeaveToFluent:
                    pass
                else:
                    if errors:
                        _report(message_id, errors)
                    return text
        return self._format_with_fluent(message_id, attribute, args, missing)

    def _format_with_fluent(self, message_id: str, attribute: str | None, args: Mapping[str, Any],
                            missing: str | None) -> str:
        """The message formatted by ``fluent.runtime`` itself: the reference the compiled messages follow."""
        bundle = self.bundle
        if not bundle.has_message(message_id):
            return message_id if missing is None else missing
        message = bundle.get_message(message_id)
        if attribute is None:
            pattern = message.value
        else:
            pattern = message.attributes.get(attribute)
        if pattern is None:
            return message_id if missing is None else missing
        text, errors = bundle.format_pattern(pattern, _fluent_args(args))
        if errors:
            _report(message_id, errors)
        return str(text)


# ---------------------------------------------------------------- compiled messages
#
# Importing fluent.runtime (with Babel, pytz and attrs) and building a bundle
# took about 80 ms of a 340 ms start-up, and formatting one message 0.4 ms.
# The game's .ftl files use a small part of Fluent: text, variables, and
# selectors on a variable with plural-category or literal keys.  Those are
# compiled once into plain tuples, cached with ``marshal`` next to the other
# caches, and formatted here; the plural rules of the two languages are
# CLDR's, written out (Babel's own rules are checked against them in
# tests/test_i18n_compiled.py).  Anything else - a function, a term, a
# reference, a number that is not a whole number - is left to fluent.runtime,
# so a message always reads exactly as Fluent formats it.
#
# A compiled pattern is a ``str`` (text only) or a tuple of parts: a ``str``,
# ``("$", name)`` (a variable), or ``("?", name, variants, default)`` (a
# selector on a variable; each variant is ``(key, pattern)``, the key a
# ``str`` (an identifier: a plural category or a word) or an ``int`` (a
# number literal)).  An entry is ``(value, {attribute: pattern})``; ``None``
# marks a message left to fluent.runtime.

#: Changes whenever the compiled form changes: old caches are then ignored.
_COMPILED_FORMAT = 1
#: fluent.runtime's limits (resolver.py), kept so that long parts fail as they would there.
_MAX_PART_LENGTH = 2500
_MAX_PARTS = 1000
#: Whole numbers formatted here; larger ones go to Fluent (Babel's decimal precision).
_MAX_WHOLE_NUMBER = 10**15

_Pattern = Any  # str | tuple[str | tuple, ...]: see above
_Entry = tuple[Any, dict[str, Any]]
_ABSENT = object()


class _LeaveToFluent(Exception):
    """This message, with these arguments, is formatted by fluent.runtime."""


class _Unsupported(Exception):
    """The compiler does not handle this construct: the message is left to fluent.runtime."""


def _plural_en(number: int) -> str:
    """CLDR English cardinals for whole numbers: ``one: i = 1 and v = 0``."""
    return "one" if number in (1, -1) else "other"


def _plural_fr(number: int) -> str:
    """CLDR French cardinals for whole numbers: ``one: i = 0,1``; ``many: e = 0 and i != 0 and
    i % 1000000 = 0 and v = 0 or e != 0..5`` (no exponent here: a million, two millions...)."""
    whole = abs(number)
    if whole <= 1:
        return "one"
    return "many" if whole % 1_000_000 == 0 else "other"


_PLURALS = {"en": _plural_en, "fr": _plural_fr}


class _Number(int):
    """A whole-number argument (kept apart from a string that holds digits)."""

    __slots__ = ()


def _plain_args(args: Mapping[str, Any]) -> dict[str, Any] | None:
    """The arguments as strings and :class:`_Number`; ``None`` when one of them needs Fluent."""
    values: dict[str, Any] = {}
    for key, value in args.items():
        if isinstance(value, str):
            if len(value) > _MAX_PART_LENGTH:
                return None
            values[key] = value
        elif isinstance(value, bool):
            values[key] = "yes" if value else "no"
        elif isinstance(value, int) and -_MAX_WHOLE_NUMBER < value < _MAX_WHOLE_NUMBER:
            values[key] = _Number(value)
        else:
            return None
    return values


def _resolve(pattern: _Pattern, args: dict[str, Any], plural: Callable[[int], str], errors: list[Any]) -> str:
    """Format a compiled pattern as fluent.runtime would (without isolation marks)."""
    if type(pattern) is str:
        return pattern
    parts: list[str] = []
    for part in pattern:
        if type(part) is str:
            parts.append(part)
            continue
        value = args.get(part[1], _ABSENT)
        if part[0] == "$":
            if value is _ABSENT:
                errors.append(("unknown-variable", part[1]))
                parts.append(part[1])
            elif type(value) is _Number:
                parts.append(str(int(value)))
            else:
                parts.append(value)
            continue
        if value is _ABSENT:
            errors.append(("unknown-variable", part[1]))
        chosen = part[3]
        if value is not _ABSENT:
            for index, (key, _variant) in enumerate(part[2]):
                if _matches(value, key, plural):
                    chosen = index
                    break
        text = _resolve(part[2][chosen][1], args, plural, errors)
        if len(text) > _MAX_PART_LENGTH:
            raise _LeaveToFluent
        parts.append(text)
    return "".join(parts)


def _matches(value: Any, key: str | int, plural: Callable[[int], str]) -> bool:
    """fluent.runtime's ``match``: numbers equal, or a number's plural category equal to an identifier."""
    if type(value) is _Number:
        return bool(value == key) if type(key) is int else plural(value) == key
    return plural(key) == value if type(key) is int else bool(value == key)


def _compile_resources(texts: list[str]) -> dict[str, _Entry | None]:
    """Parse (fluent.syntax) and compile every message; the first definition of an id wins, as in Fluent."""
    from fluent.syntax import FluentParser, ast

    parser = FluentParser(with_spans=False)
    messages: dict[str, _Entry | None] = {}
    for text in texts:
        for entry in parser.parse(text).body:
            if not isinstance(entry, ast.Message) or entry.id.name in messages:
                continue
            try:
                value = None if entry.value is None else _compile_pattern(entry.value, ast)
                attributes = {attribute.id.name: _compile_pattern(attribute.value, ast)
                              for attribute in entry.attributes}
                messages[entry.id.name] = (value, attributes)
            except _Unsupported:
                messages[entry.id.name] = None
    return messages


def _compile_pattern(pattern: Any, ast: Any) -> _Pattern:
    parts: list[Any] = []
    literal_only = True
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append(element.value)
            continue
        expression = element.expression
        while isinstance(expression, ast.Placeable):
            expression = expression.expression
        if isinstance(expression, ast.StringLiteral):
            parts.append(expression.parse()["value"])
            continue
        literal_only = False
        parts.append(_compile_expression(expression, ast))
    if literal_only:
        return "".join(parts)
    if len(pattern.elements) > _MAX_PARTS // 4 or any(type(part) is str and len(part) > _MAX_PART_LENGTH
                                                      for part in parts):
        raise _Unsupported
    merged: list[Any] = []
    for part in parts:
        if type(part) is str and merged and type(merged[-1]) is str:
            merged[-1] += part
        elif part != "":
            merged.append(part)
    return tuple(merged)


def _compile_expression(expression: Any, ast: Any) -> tuple[Any, ...]:
    if isinstance(expression, ast.VariableReference):
        return ("$", expression.id.name)
    if isinstance(expression, ast.SelectExpression) and isinstance(expression.selector, ast.VariableReference):
        variants: list[tuple[str | int, _Pattern]] = []
        default = 0
        for index, variant in enumerate(expression.variants):
            if isinstance(variant.key, ast.Identifier):
                key: str | int = variant.key.name
            elif "." not in variant.key.value:
                key = int(variant.key.value)
            else:
                raise _Unsupported
            variants.append((key, _compile_pattern(variant.value, ast)))
            if variant.default:
                default = index
        return ("?", expression.selector.id.name, tuple(variants), default)
    raise _Unsupported


def _compiled_messages(lang: str) -> dict[str, _Entry | None]:
    """The compiled messages of ``lang``, from a cache when the files have not changed.

    Fluent's parser is pure Python and slow (about 0.15 s for the game's
    files): the compiled messages are kept with ``marshal`` in the user's
    cache folder, keyed by the files' contents, the parser's source, the
    compiled form's version and Python's version.  Any problem with the
    cache falls back to parsing.
    """
    import marshal

    try:
        from _blake2 import blake2b  # hashlib itself loads OpenSSL: ~3 ms
    except ImportError:  # pragma: no cover - a Python built without it
        from hashlib import blake2b

    texts = [(path.name, path.read_bytes()) for path in _ftl_files(lang)]
    digest = blake2b(f"{_COMPILED_FORMAT}|{sys.version_info[:2]}|".encode() + _fluent_parser_source(), digest_size=16)
    for name, data in texts:
        digest.update(b"\0" + name.encode() + b"\0" + data)
    folder = cache_dir()
    cache = folder / f"locales-{lang}-{digest.hexdigest()}.marshal"
    try:
        with open(cache, "rb") as file:
            messages = marshal.load(file)
        if isinstance(messages, dict):
            return messages
    except Exception:  # noqa: BLE001 - a missing or broken cache only costs time
        pass
    messages = _compile_resources([data.decode("utf-8") for _name, data in texts])
    try:
        folder.mkdir(parents=True, exist_ok=True)
        temporary = cache.with_suffix(f".{os.getpid()}.tmp")
        with open(temporary, "wb") as file:
            marshal.dump(messages, file)
        os.replace(temporary, cache)
        _prune_cache(folder, lang, keep=cache)
    except (OSError, ValueError):
        pass
    return messages


#: How many compiled caches of a language are kept (several checkouts or environments may share the folder).
_CACHES_KEPT = 4


def _prune_cache(folder: Path, lang: str, keep: Path) -> None:
    """Remove the oldest compiled caches of ``lang`` (and files of earlier cache formats)."""
    import time

    compiled = sorted(folder.glob(f"locales-{lang}-*.marshal"), key=_mtime, reverse=True)
    stale = [path for path in compiled[_CACHES_KEPT:] if path != keep]
    stale += folder.glob(f"locales-{lang}-*.pickle")  # the earlier cache format
    stale += [path for path in folder.glob(f"locales-{lang}-*.tmp") if _mtime(path) < time.time() - 3600]
    for path in stale:
        try:
            path.unlink()
        except OSError:
            pass


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _fluent_parser_source() -> bytes:
    """The installed Fluent parser's source, found without importing it (that would cost ~8 ms)."""
    for entry in sys.path:
        try:
            with open(os.path.join(entry or ".", "fluent", "syntax", "parser.py"), "rb") as file:
                return file.read()
        except OSError:
            continue
    return b"?"


def cache_dir() -> Path:
    """The user's cache folder for the game (parsed locales, crash logs); nothing is created here.

    ``UNO_ACCESS_CACHE`` overrides; on Linux ``$XDG_CACHE_HOME/uno-access``;
    else platformdirs' user cache folder.
    """
    override = os.environ.get("UNO_ACCESS_CACHE")
    if override:
        return Path(override)
    base = os.environ.get("XDG_CACHE_HOME")
    if sys.platform.startswith("linux") and base:
        return Path(base) / "uno-access"
    try:
        from platformdirs import user_cache_dir

        return Path(user_cache_dir("uno-access", appauthor=False))
    except ImportError:  # pragma: no cover - platformdirs is a dependency
        return Path.home() / ".cache" / "uno-access"


def _fluent_args(args: Mapping[str, Any]) -> dict[str, Any]:
    from fluent.runtime.types import fluent_number

    converted: dict[str, Any] = {}
    for key, value in args.items():
        if isinstance(value, bool):
            converted[key] = "yes" if value else "no"
        elif isinstance(value, (int, float)):
            converted[key] = fluent_number(value, useGrouping=False)
        else:
            converted[key] = value
    return converted


def _report(message_id: str, errors: list[Any]) -> None:
    """A translation bug must not reach the player's screen; developers opt in to see it."""
    if os.environ.get("UNO_ACCESS_DEBUG_I18N"):
        print(f"i18n {message_id}: {errors}", file=sys.stderr)


@cache
def translator(lang: str) -> Translator:
    """The shared translator of a language."""
    return Translator(lang)


def message_ids(lang: str) -> frozenset[str]:
    """Every message id of ``lang`` (for the parity tests)."""
    return translator(lang).message_ids()


def scan_lang(argv: Sequence[str]) -> str | None:
    """The language ``--lang`` names among ``argv``, read before any other flag (their errors are said in it)."""
    for index, arg in enumerate(argv):
        if arg == "--lang" and index + 1 < len(argv):
            return argv[index + 1] if argv[index + 1] in LANGUAGES else None
        if arg.startswith("--lang="):
            value = arg.split("=", 1)[1]
            return value if value in LANGUAGES else None
    return None


def message_lines(message: str, lang: str, **args: object) -> list[str]:
    """A message as it is said: its value, then the lines of its ``.more`` attribute (if any)."""
    t = translator(lang)
    return [line for line in (t(message, **args), *t.attr(message, "more", **args).splitlines()) if line.strip()]
