# Lines shown once, on the first start from the sources, while installing.
# Deliberately simple format: Fluent is not installed yet at that point. A message is
# "key = text" or "key =" followed by indented lines (each a line of 40 braille cells).
bootstrap-installing =
    First start: installing
    what uno-access needs,
    about two minutes.
bootstrap-done = Installation finished.
bootstrap-failed =
    Installation failed.
    Check the connection
    and run the same command again.
