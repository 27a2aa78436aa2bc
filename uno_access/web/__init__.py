"""The browser's seat at a table: the page the table server serves (:mod:`.http`) and the console's words for
the seats that read them (:mod:`.words`)."""
