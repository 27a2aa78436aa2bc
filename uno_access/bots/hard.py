"""The ``hard`` level (placeholder while it is being written)."""
from .normal import NormalBot


class HardBot(NormalBot):
    level = "hard"
