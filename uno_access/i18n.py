"""Every word the player reads or hears, from the Fluent files in ``locales/``.

>>> from uno_access.i18n import Translator
>>> t = Translator("en")
>>> t("hand-intro", count=1)
'Hand, 1 card:'

A :class:`Translator` loads every ``.ftl`` file of ``locales/<lang>/`` into one
Fluent bundle.  Numbers are written without digit grouping ("1500", not
"1 500" with a thin space) so that braille displays and speech read them
plainly; plural selection still follows the language (French "0 carte",
English "0 cards").  Bidirectional isolation marks are off: they are noise on
a braille display.

``fluent.runtime`` (and the Babel data it pulls in) is imported on first use,
not at module import, to keep the start-up short.
"""

from __future__ import annotations

import os
import sys
import unicodedata
from collections.abc import Iterable, Mapping
from functools import lru_cache
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

    ``UNO_ACCESS_LOCALES`` overrides; else ``uno_access/locales`` (an installed
    wheel that bundles them), else the repository's ``locales/`` next to the
    package (a checkout or an editable install).
    """
    override = os.environ.get("UNO_ACCESS_LOCALES")
    if override:
        return Path(override)
    package = Path(__file__).resolve().parent
    bundled = package / "locales"
    if bundled.is_dir():
        return bundled
    return package.parent / "locales"


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


class Translator:
    """Formats messages of one language: ``t("hand-intro", count=3)``."""

    def __init__(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"language must be one of {LANGUAGES}, not {lang!r}")
        self.lang = lang
        self._bundle: FluentBundle | None = None
        self._ids: frozenset[str] = frozenset()

    # The bundle is built on first use: importing fluent.runtime costs ~60 ms.
    @property
    def bundle(self) -> "FluentBundle":
        if self._bundle is None:
            from fluent.runtime import FluentBundle

            bundle = FluentBundle([self.lang], use_isolating=False)
            ids: set[str] = set()
            for resource in _parsed_resources(self.lang):
                bundle.add_resource(resource)
                ids.update(_resource_ids(resource))
            self._bundle = bundle
            self._ids = frozenset(ids)
        return self._bundle

    def has(self, message_id: str) -> bool:
        """True when the message exists in this language."""
        return self.bundle.has_message(message_id)

    def message_ids(self) -> frozenset[str]:
        """Every message id of this language (terms excluded)."""
        self.bundle
        return self._ids

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


def _parsed_resources(lang: str) -> list[Any]:
    """The parsed ``.ftl`` files of ``lang``, from a cache when the files have not changed.

    Fluent's parser is pure Python and takes a good part of the start-up
    budget; the parsed syntax trees are pickled in the user's cache folder,
    keyed by the files' contents, the parser version and Python's version.
    Any problem with the cache falls back to parsing.
    """
    import hashlib
    import pickle

    from fluent.runtime import FluentResource

    texts = [(path.name, path.read_text(encoding="utf-8")) for path in _ftl_files(lang)]
    digest = hashlib.sha256()
    digest.update(f"{sys.version_info[:2]}|{_fluent_syntax_version()}".encode())
    for name, text in texts:
        digest.update(name.encode() + b"\0" + text.encode("utf-8") + b"\0")
    cache = cache_dir() / f"locales-{lang}-{digest.hexdigest()[:20]}.pickle"
    try:
        with open(cache, "rb") as file:
            resources = pickle.load(file)
        if isinstance(resources, list) and len(resources) == len(texts):
            return resources
    except Exception:  # noqa: BLE001 - a missing or broken cache only costs time
        pass
    resources = [FluentResource(text) for _name, text in texts]
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        for old in cache.parent.glob(f"locales-{lang}-*.pickle"):
            old.unlink(missing_ok=True)
        temporary = cache.with_suffix(f".{os.getpid()}.tmp")
        with open(temporary, "wb") as file:
            pickle.dump(resources, file, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, cache)
    except OSError:
        pass
    return resources


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


def _fluent_syntax_version() -> str:
    """Identifies the installed Fluent parser (its file's size and time): cheaper than package metadata."""
    try:
        import fluent.syntax.parser as parser

        stat = os.stat(parser.__file__)
        return f"{parser.__file__}:{stat.st_size}:{stat.st_mtime_ns}"
    except (ImportError, OSError, TypeError):
        return "?"


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


def _resource_ids(resource: Any) -> Iterable[str]:
    from fluent.syntax import ast

    for entry in resource.resource.body if hasattr(resource, "resource") else resource.body:
        if isinstance(entry, ast.Message):
            yield entry.id.name


def _report(message_id: str, errors: list[Any]) -> None:
    """A translation bug must not reach the player's screen; developers opt in to see it."""
    if os.environ.get("UNO_ACCESS_DEBUG_I18N"):
        print(f"i18n {message_id}: {errors}", file=sys.stderr)


@lru_cache(maxsize=None)
def translator(lang: str) -> Translator:
    """The shared translator of a language."""
    return Translator(lang)


def message_ids(lang: str) -> frozenset[str]:
    """Every message id of ``lang`` (for the parity tests)."""
    return translator(lang).message_ids()
