"""``uno-access --version``: what a player pastes into a bug report, in their language.

The version, the rules engine in use (compiled or pure Python), the Python
running it, and the speech parts found on this machine: the pyttsx3 package,
the synthesizer program, the screen readers' library and speech-dispatcher,
the audio players.  Nothing is started: each part
is looked up (a package's metadata, a program on PATH).
"""

from __future__ import annotations

import importlib.metadata
import platform
import shutil
from pathlib import Path

from .engine_build import engine_kind
from .i18n import translator

__all__ = ["engine_kind", "version", "version_lines"]


def version() -> str:
    """The installed version (``pyproject.toml``'s, through the package metadata)."""
    try:
        return importlib.metadata.version("uno-access")
    except importlib.metadata.PackageNotFoundError:
        import tomllib

        pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
        try:
            return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
        except (OSError, KeyError, ValueError):
            from . import __version__

            return __version__




def _speech_parts() -> list[str]:
    parts = []
    try:
        parts.append(f"pyttsx3 {importlib.metadata.version('pyttsx3')}")
    except importlib.metadata.PackageNotFoundError:
        pass
    parts += [program for program in ("espeak-ng", "espeak") if shutil.which(program)][:1]
    try:  # the screen readers' library (--speech reader)
        parts.append(f"prismatoid {importlib.metadata.version('prismatoid')}")
    except importlib.metadata.PackageNotFoundError:
        pass
    parts += [program for program in ("speech-dispatcher",) if shutil.which(program)]
    from .speech.player import resolve_players

    for spec in resolve_players():
        parts.append("winsound" if spec.winsound else Path(spec.argv[0]).name)
    return parts


def version_lines(lang: str) -> list[str]:
    """The lines of ``--version``, each a fact, in ``lang``."""
    t = translator(lang)
    parts = _speech_parts()
    return t("cli-version", version=version(), engine=engine_kind(), python=platform.python_version(),
             speech=t("list-separator").join(parts) if parts else t("cli-version-no-speech")).splitlines()
