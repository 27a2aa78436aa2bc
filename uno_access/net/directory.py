"""Several ``serve`` processes sharing one Redis (``--redis URL``): which server holds which table, and every
table kept there instead of in a server's own SQLite file.

Tables are independent, so servers scale out by table: each table lives on one server.  Redis (an existing,
widely run engine; no home-made cluster) holds:

- ``uno:holder:<code>``: the address of the server holding the table (``ws://host:port``, as clients reach
  it).  A client that says hello to another server is sent there (``refused`` ``elsewhere``, the address in
  ``detail``);
- ``uno:alive:<address>``: each server says it is alive every :data:`BEAT` seconds (the key expires after
  ``alive_for``).  When a holder stops saying so, another server takes its tables over from what Redis keeps
  of them, and their players, reconnecting, find them there;
- ``uno:table:<code>`` and ``uno:moves:<code>``: a table as :mod:`.store` keeps it (its create message, its
  people, its seed, its moves), the snapshot a server takes a table back from.

The calls are short and local (a Redis next to the servers): they are made from the event loop directly.
"""

from __future__ import annotations

import json
from typing import Any

from ..storage.codec import action_data, action_from_data
from . import protocol as p
from .store import KeptTable

#: Seconds between two "alive" of a server.
BEAT = 1.0


class Directory:
    """One server's view of the shared Redis: the directory of tables, and their store."""

    def __init__(self, url: str, address: str, *, alive_for: float = 5.0, client: Any = None) -> None:
        if client is None:
            import redis

            client = redis.Redis.from_url(url, decode_responses=True)
        self.redis = client
        self.address = address
        self.alive_for = alive_for

    # ------------------------------------------------------------ the directory

    def beat(self) -> None:
        """This server is alive (for ``alive_for`` seconds)."""
        self.redis.set(f"uno:alive:{self.address}", "1", px=int(self.alive_for * 1000))

    def holder(self, code: str) -> str | None:
        value = self.redis.get(f"uno:holder:{code}")
        return str(value) if value is not None else None

    def alive(self, address: str) -> bool:
        return bool(self.redis.exists(f"uno:alive:{address}"))

    def hold(self, code: str) -> None:
        self.redis.set(f"uno:holder:{code}", self.address)

    def code_taken(self, code: str) -> bool:
        return bool(self.redis.exists(f"uno:holder:{code}"))

    def orphans(self) -> list[str]:
        """The tables whose server is no longer alive."""
        found = []
        for key in self.redis.scan_iter(match="uno:holder:*", count=500):
            code = str(key).rsplit(":", 1)[1]
            holder = self.holder(code)
            if holder is not None and holder != self.address and not self.alive(holder):
                found.append(code)
        return found

    def claim(self, code: str, gone: str) -> bool:
        """Take table ``code`` over from the server ``gone``: only one server wins (compare and set)."""
        script = ("if redis.call('get', KEYS[1]) == ARGV[1] then redis.call('set', KEYS[1], ARGV[2]) "
                  "return 1 end return 0")
        return bool(self.redis.eval(script, 1, f"uno:holder:{code}", gone, self.address))

    # ------------------------------------------------------------ the store (as store.TableStore)

    def keep(self, code: str, create: p.Create, people: list[dict[str, Any]], seed: int | None) -> None:
        self.redis.hset(f"uno:table:{code}", mapping={"create": p.encode(create), "people": json.dumps(people),
                                                       "seed": "" if seed is None else str(seed)})
        self.hold(code)

    def append(self, code: str, seat: int, action: Any) -> None:
        self.redis.rpush(f"uno:moves:{code}", json.dumps([seat, action_data(action)], separators=(",", ":")))

    def forget(self, code: str) -> None:
        self.redis.delete(f"uno:table:{code}", f"uno:moves:{code}", f"uno:holder:{code}")

    def table(self, code: str) -> KeptTable | None:
        """Table ``code`` as Redis keeps it (``None``: nothing, or what cannot be read)."""
        data = self.redis.hgetall(f"uno:table:{code}")
        if not data:
            return None
        try:
            create = p.decode(data["create"])
            people = tuple(json.loads(data["people"]))
            seed = int(data["seed"]) if data.get("seed") else None
            moves = tuple((int(seat), action_from_data(action)) for seat, action in
                          (json.loads(text) for text in self.redis.lrange(f"uno:moves:{code}", 0, -1)))
        except (KeyError, ValueError, TypeError, p.ProtocolError):
            return None
        return KeptTable(code, create, people, seed, moves) if isinstance(create, p.Create) else None

    def tables(self) -> list[KeptTable]:
        """The tables this server holds (started again with the same address)."""
        kept = []
        for key in self.redis.scan_iter(match="uno:holder:*", count=500):
            code = str(key).rsplit(":", 1)[1]
            if self.holder(code) == self.address:
                table = self.table(code)
                if table is not None:
                    kept.append(table)
        return kept

    def close(self) -> None:
        self.redis.close()
