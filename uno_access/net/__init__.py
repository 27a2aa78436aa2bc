"""Play over the network: the protocol between a table's server and its seats (issue 17, in progress)."""
