# Lines shown once, on the first start from the sources, while installing.
# Deliberately simple format (key = text on one line): Fluent is not installed yet at that point.
bootstrap-installing = First start: installing what uno-access needs, about a minute.
bootstrap-done = Installation finished.
bootstrap-failed = Installation failed. Check the connection and run the same command again.
