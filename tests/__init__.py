"""The test suite of uno-access: ``python3 -m tests`` runs it all."""
