"""Several ``serve`` processes sharing one Redis (``--redis URL``): which server holds which table, and every
table kept there instead of in a server's own SQLite file.

Tables are independent, so servers scale out by table: each table lives on one server.  Redis (an existing,
widely run engine; no home-made cluster) holds:

- ``uno:holder:<code>``: the address of the server holding the table (``ws://host:port``, as clients reach
  it).  A client that says hello to another server is sent there (``refused`` ``elsewhere``, the address in
  ``detail``);
- ``uno:epoch:<code>``: the table's fencing token, one more at each server that takes the table (a new table,
  a take-over, a server taking its own tables back).  A move is stored only by a Lua script that checks, in
  Redis and at once, that the holder is still this server *with the epoch it took the table at*: a server
  paused longer than its lease (a GC pause, a VM migration) and taken over meanwhile can no longer write a
  move; it learns it was fenced, stops the table and sends its players to the new holder;
- ``uno:alive:<address>``: each server says it is alive every :data:`BEAT` seconds (the key expires after
  ``alive_for``: its lease).  When a holder stops saying so, another server takes its tables over from what
  Redis keeps of them, and their players, reconnecting, find them there; ``uno:servers``: every server seen
  lately (a sorted set by the time it last said so), the addresses clients may try when theirs is gone;
- ``uno:table:<code>`` and ``uno:moves:<code>``: a table as :mod:`.store` keeps it (its create message, its
  people, its seed, its moves), the snapshot a server takes a table back from.

Redis is reached with its asyncio client, with timeouts: the event loop never waits for it.  What a table
stores (:meth:`Directory.keep`, :meth:`~Directory.append`) is queued and written in order by one task
(:meth:`Directory.run`), a round trip for many tables at once; while Redis cannot be reached (a restart, a
pause, a network cut) the tables play on and their moves wait in the queue, written in order when it is back.
A Redis that came back empty (restarted with no persistence) is given each table again, whole.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable, Iterable
from typing import Any

from ..storage.codec import action_data, action_from_data
from . import protocol as p
from .store import KeptTable

#: Seconds between two "alive" of a server.
BEAT = 1.0
#: Seconds a Redis call may take before it counts as failed (the queue keeps what was not written).
TIMEOUT = 1.0
#: Seconds between two tries to write while Redis cannot be reached.
RETRY = 0.5
#: Seconds the writer gathers moves before a round trip (the players never wait for it).
GATHER = 0.005
#: A server not seen for this long is no longer offered to clients.
FORGOTTEN_AFTER = 3600.0

#: Take table KEYS[1..2] (holder, epoch) for ARGV[1] if its holder is ARGV[2] ("" : nobody): the new epoch,
#: or 0 when another server holds it.
_CLAIM = """
local holder = redis.call('get', KEYS[1])
if (holder or '') ~= ARGV[2] then return 0 end
redis.call('set', KEYS[1], ARGV[1])
return redis.call('incr', KEYS[2])
"""

#: Store what a table changed, if ARGV[1] still holds it at epoch ARGV[2] (checked here, atomically).
#: KEYS: holder, epoch, table, moves.  ARGV: address, epoch, first move's number, "1" to write the table's
#: hash then its create, people and seed, then the moves.  Returns the number of moves stored, -1 when
#: another server holds the table (fenced), -2 when Redis holds nothing of it (it was restarted empty), -3
#: when the moves stored are not this server's (never expected).  A move already stored (a reply lost to a
#: timeout, then written again) is not stored twice.
_WRITE = """
local holder = redis.call('get', KEYS[1])
if not holder and redis.call('exists', KEYS[3]) == 0 then return -2 end
if holder ~= ARGV[1] or redis.call('get', KEYS[2]) ~= ARGV[2] then return -1 end
if ARGV[4] == '1' then
  redis.call('hset', KEYS[3], 'create', ARGV[5], 'people', ARGV[6], 'seed', ARGV[7])
end
local length = redis.call('llen', KEYS[4])
local first = tonumber(ARGV[3])
for i = 8, #ARGV do
  local number = first + i - 8
  if number == length then
    redis.call('rpush', KEYS[4], ARGV[i])
    length = length + 1
  elseif number > length or redis.call('lindex', KEYS[4], number) ~= ARGV[i] then
    return -3
  end
end
return length
"""

#: A table written again whole (Redis restarted empty), if nobody holds it: its new epoch, or 0.
#: KEYS: holder, epoch, table, moves.  ARGV: address, create, people, seed, then the moves.
_RESTORE = """
if redis.call('exists', KEYS[1]) == 1 then return 0 end
redis.call('set', KEYS[1], ARGV[1])
redis.call('del', KEYS[4])
redis.call('hset', KEYS[3], 'create', ARGV[2], 'people', ARGV[3], 'seed', ARGV[4])
for i = 5, #ARGV do redis.call('rpush', KEYS[4], ARGV[i]) end
return redis.call('incr', KEYS[2])
"""

#: Forget a table this server still holds at its epoch (a fenced server must not delete the new holder's).
_FORGET = """
if redis.call('get', KEYS[1]) == ARGV[1] and redis.call('get', KEYS[2]) == ARGV[2] then
  redis.call('del', KEYS[1], KEYS[2], KEYS[3], KEYS[4])
end
return 1
"""


def _keys(code: str) -> list[str]:
    return [f"uno:holder:{code}", f"uno:epoch:{code}", f"uno:table:{code}", f"uno:moves:{code}"]


def _move_text(seat: int, action: Any) -> str:
    return json.dumps([seat, action_data(action)], separators=(",", ":"))


class Unavailable(Exception):
    """Redis could not be reached in time (the caller says so, or tries again later)."""


class _Pending:
    """What one table has to write: its hash (when it changed) and its moves not yet stored, from ``first``."""

    __slots__ = ("first", "hash", "moves")

    def __init__(self, first: int) -> None:
        self.first = first
        self.hash: tuple[str, str, str] | None = None
        self.moves: list[str] = []


class Directory:
    """One server's view of the shared Redis: the directory of tables, and their store.

    ``fenced(code)`` is called when another server took table ``code`` over (this one must stop it);
    ``history(code)`` gives a table's moves so far (``(seat, action)`` in order), to write it again whole to a
    Redis that lost it."""

    def __init__(self, url: str, address: str, *, alive_for: float = 5.0, client: Any = None,
                 timeout: float = TIMEOUT) -> None:
        if client is None:
            import redis.asyncio

            client = redis.asyncio.Redis.from_url(url, decode_responses=True, socket_timeout=timeout,
                                                  socket_connect_timeout=timeout, retry_on_timeout=False)
        self.redis = client
        self.address = address
        self.alive_for = alive_for
        self.timeout = timeout
        self.fenced: Callable[[str], None] = lambda code: None
        self.history: Callable[[str], Iterable[tuple[int, Any]] | None] = lambda code: None
        #: Every server seen lately (this one first): offered to clients.
        self.servers: tuple[str, ...] = (address,)
        #: Whether the last call to Redis succeeded.
        self.reachable = True
        #: The loop's time since Redis has answered every beat (``None``: it did not answer the last one).
        self.steady_since: float | None = None
        #: The loop's time until which this server's lease runs (its last "alive" that Redis stored).
        self.lease_until = 0.0
        self._epochs: dict[str, str] = {}
        self._pending: dict[str, _Pending] = {}
        self._stored: dict[str, int] = {}
        self._hashes: dict[str, tuple[str, str, str]] = {}
        self._forgotten: dict[str, str] = {}
        self._taking: dict[str, asyncio.Event] = {}
        self._wake = asyncio.Event()
        self._claim = client.register_script(_CLAIM)
        self._write = client.register_script(_WRITE)
        self._restore = client.register_script(_RESTORE)
        self._forget = client.register_script(_FORGET)
        #: Whether Redis has the writing script (a pipeline then calls it by its hash alone, one round trip).
        self._loaded = False

    async def _call(self, coroutine: Any) -> Any:
        """One call to Redis, within the timeout; raises :class:`Unavailable`."""
        try:
            result = await asyncio.wait_for(coroutine, self.timeout * 2)
        except (OSError, TimeoutError) as error:
            self.reachable = False
            raise Unavailable(f"{type(error).__name__}: {error}") from None
        except Exception as error:  # redis.exceptions.*: a connection refused, reset, a timeout...
            if type(error).__module__.startswith("redis"):
                self.reachable = False
                raise Unavailable(f"{type(error).__name__}: {error}") from None
            raise
        self.reachable = True
        return result

    # ------------------------------------------------------------ the directory

    async def beat(self) -> None:
        """This server is alive (for ``alive_for`` seconds); the servers seen lately read again."""
        loop_time = asyncio.get_running_loop().time()
        now = time.time()
        pipe = self.redis.pipeline(transaction=False)
        pipe.set(f"uno:alive:{self.address}", "1", px=int(self.alive_for * 1000))
        pipe.zadd("uno:servers", {self.address: now})
        pipe.zremrangebyscore("uno:servers", "-inf", now - FORGOTTEN_AFTER)
        pipe.zrevrange("uno:servers", 0, p.MAX_SERVERS - 1)
        try:
            results = await self._call(pipe.execute())
        except Unavailable:
            self.steady_since = None
            raise
        self.lease_until = loop_time + self.alive_for
        if self.steady_since is None:
            self.steady_since = loop_time
        others = [str(address) for address in results[-1] if str(address) != self.address]
        self.servers = (self.address, *others)[:p.MAX_SERVERS]

    async def known_servers(self) -> tuple[str, ...]:
        """The servers seen lately, read now (this one first)."""
        addresses = await self._call(self.redis.zrevrangebyscore("uno:servers", "+inf", time.time() - FORGOTTEN_AFTER,
                                                                 start=0, num=p.MAX_SERVERS))
        return (self.address, *(str(address) for address in addresses if str(address) != self.address))[:p.MAX_SERVERS]

    def steady(self) -> bool:
        """Whether this server has said it is alive for long enough that every other live server did too:
        after an outage of Redis (every "alive" expired) nobody is taken over before each had its chance."""
        since = self.steady_since
        return since is not None and asyncio.get_running_loop().time() - since >= self.alive_for + BEAT

    async def holder(self, code: str) -> str | None:
        value = await self._call(self.redis.get(f"uno:holder:{code}"))
        return str(value) if value is not None else None

    async def alive(self, address: str) -> bool:
        return bool(await self._call(self.redis.exists(f"uno:alive:{address}")))

    async def reserve(self, code: str) -> bool:
        """Hold the new table ``code`` (``False``: the code is another table's)."""
        epoch = int(await self._call(self._claim(keys=_keys(code)[:2], args=[self.address, ""])))
        if epoch:
            self._taken(code, epoch, 0)
        return bool(epoch)

    async def orphans(self) -> list[tuple[str, str]]:
        """The tables whose server is no longer alive, with that server's address."""
        holders = [(code, holder) for code, holder in await self._holders()
                   if holder is not None and holder != self.address]
        others = sorted({holder for _, holder in holders if holder is not None})
        if not others:
            return []
        pipe = self.redis.pipeline(transaction=False)
        for other in others:
            pipe.exists(f"uno:alive:{other}")
        alive = dict(zip(others, await self._call(pipe.execute()), strict=True))
        return [(code, holder) for code, holder in holders if holder is not None and not alive[holder]]

    async def take(self, code: str, gone: str) -> KeptTable | None:
        """Take table ``code`` over from the server ``gone`` (or back, when ``gone`` is this server): only one
        server wins (compare and set, a new epoch); the table as Redis keeps it, ``None`` when another server
        won or nothing can be read."""
        if code in self._epochs:
            return None  # this server plays it already
        taking = self._taking.get(code)
        if taking is not None:  # another task of this server is taking it: its room is made when it returns
            await taking.wait()
            return None
        taking = self._taking[code] = asyncio.Event()
        try:
            epoch = int(await self._call(self._claim(keys=_keys(code)[:2], args=[self.address, gone])))
            if not epoch:
                return None
            kept = await self.table(code)
            self._taken(code, epoch, len(kept.actions) if kept is not None else 0)
            return kept
        finally:
            del self._taking[code]
            taking.set()

    def _taken(self, code: str, epoch: int, stored: int) -> None:
        self._epochs[code] = str(epoch)
        self._stored[code] = stored
        self._pending.pop(code, None)
        self._forgotten.pop(code, None)

    async def mine(self) -> list[str]:
        """Of the tables this server plays, those another server holds now (this one was fenced)."""
        codes = list(self._epochs)
        if not codes:
            return []
        pipe = self.redis.pipeline(transaction=False)
        for code in codes:
            pipe.get(f"uno:holder:{code}")
            pipe.get(f"uno:epoch:{code}")
        values = await self._call(pipe.execute())
        lost = []
        for index, code in enumerate(codes):
            holder, epoch = values[2 * index], values[2 * index + 1]
            if holder is not None and (holder != self.address or epoch != self._epochs.get(code)):
                lost.append(code)
        return lost

    # ------------------------------------------------------------ the store (as store.TableStore)

    def keep(self, code: str, create: p.Create, people: list[dict[str, Any]], seed: int | None) -> None:
        """The table ``code`` as it is now: written by :meth:`run`."""
        value = (p.encode(create), json.dumps(people), "" if seed is None else str(seed))
        self._hashes[code] = value
        self._queue(code).hash = value

    def append(self, code: str, seat: int, action: Any) -> None:
        """One more action applied at table ``code``: written by :meth:`run`, in order."""
        self._queue(code).moves.append(_move_text(seat, action))

    def forget(self, code: str) -> None:
        """The table is closed: it leaves Redis (if this server still holds it)."""
        self._pending.pop(code, None)
        self._stored.pop(code, None)
        self._hashes.pop(code, None)
        epoch = self._epochs.pop(code, None)
        if epoch is not None:
            self._forgotten[code] = epoch
            self._wake.set()

    def drop(self, code: str) -> None:
        """Stop writing table ``code`` (another server holds it now): what was queued is not written."""
        self._pending.pop(code, None)
        self._stored.pop(code, None)
        self._hashes.pop(code, None)
        self._epochs.pop(code, None)

    def tables(self) -> list[KeptTable]:
        """Nothing at once: a server of a shared Redis takes its tables back in :meth:`own_tables`."""
        return []

    def _queue(self, code: str) -> _Pending:
        if code not in self._epochs:
            return _Pending(0)  # not held here (fenced, or closed): nothing of it is written
        pending = self._pending.get(code)
        if pending is None:
            pending = self._pending[code] = _Pending(self._stored.get(code, 0))
        self._wake.set()
        return pending

    def waiting(self) -> int:
        """Moves not yet stored (waiting for Redis)."""
        return sum(len(pending.moves) for pending in self._pending.values())

    def unwritten(self) -> bool:
        """Whether anything queued is not yet stored: moves, or a table's people and seed (a match just
        started has no move yet, but its seed)."""
        return any(pending.moves or pending.hash is not None for pending in self._pending.values())

    async def run(self, log: Callable[[str], None]) -> None:
        """Write what the tables queued, in order, until cancelled; through any outage of Redis."""
        failing = False
        while True:
            await self._wake.wait()
            await asyncio.sleep(GATHER)  # the moves of a few milliseconds go in one round trip
            self._wake.clear()
            try:
                await self.flush()
            except Unavailable as error:
                if not failing:
                    log(f"redis: cannot write ({error}); {self.waiting()} moves wait")
                failing = True
                self._wake.set()
                await asyncio.sleep(RETRY)
                continue
            except Exception as error:  # noqa: BLE001 - the writer must outlive anything: the tables rely on it
                log(f"redis: error while writing: {type(error).__name__}: {error}")
                self._wake.set()
                await asyncio.sleep(RETRY)
                continue
            if failing:
                log("redis: writing again")
                failing = False

    async def flush(self) -> None:
        """One round trip: every table's queued changes (raises :class:`Unavailable`, keeping them)."""
        batch: list[tuple[str, _Pending, int, tuple[str, str, str] | None]] = []
        if not self._loaded:
            self._write.sha = await self._call(self.redis.script_load(_WRITE))
            self._loaded = True
        pipe = self.redis.pipeline(transaction=False)
        for code, gone_epoch in list(self._forgotten.items()):
            await self._forget(keys=_keys(code), args=[self.address, gone_epoch], client=pipe)  # queued, not sent
        forgotten = list(self._forgotten)
        for code, pending in list(self._pending.items()):
            epoch = self._epochs.get(code)
            if epoch is None:
                continue  # not held (yet): its reservation failed, nothing may be written for it
            written = pending.hash
            value = written or ("", "", "")
            pipe.evalsha(self._write.sha, 4, *_keys(code), self.address, epoch, pending.first,
                         "1" if written else "0", *value, *pending.moves)
            batch.append((code, pending, len(pending.moves), written))
        if not batch and not forgotten:
            return
        results = await self._call(pipe.execute(raise_on_error=False))
        for code in forgotten:
            self._forgotten.pop(code, None)
        for (code, pending, count, written), result in zip(batch, results[len(forgotten):], strict=True):
            if isinstance(result, Exception):
                self._loaded = False  # NOSCRIPT: Redis restarted (its scripts are gone): loaded again
                raise Unavailable(f"{type(result).__name__}: {result}")
            if self._pending.get(code) is not pending:
                continue  # dropped or taken again meanwhile
            if result == -1 or result == -3:
                self.drop(code)
                self.fenced(code)
            elif result == -2:
                await self._write_again(code)
            else:
                del pending.moves[:count]
                pending.first += count
                self._stored[code] = pending.first
                if written is not None and pending.hash is written:
                    pending.hash = None  # (a newer one, kept meanwhile, is written next)
                if not pending.moves and pending.hash is None:
                    del self._pending[code]

    async def _write_again(self, code: str) -> None:
        """Redis lost table ``code`` (restarted empty): write it whole again, as this server has it."""
        history = self.history(code)
        value = self._hashes.get(code)
        if history is None or value is None:
            self.drop(code)
            return
        moves = [_move_text(seat, action) for seat, action in history]
        self._pending.pop(code, None)
        self._stored[code] = len(moves)
        epoch = int(await self._call(self._restore(keys=_keys(code), args=[self.address, *value, *moves])))
        if not epoch:
            self.drop(code)
            self.fenced(code)
            return
        self._epochs[code] = str(epoch)
        if code in self._pending:
            self._wake.set()

    async def table(self, code: str) -> KeptTable | None:
        """Table ``code`` as Redis keeps it (``None``: nothing, or what cannot be read)."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.hgetall(f"uno:table:{code}")
        pipe.lrange(f"uno:moves:{code}", 0, -1)
        data, texts = await self._call(pipe.execute())
        if not data:
            return None
        try:
            create = p.decode(data["create"])
            people = tuple(json.loads(data["people"]))
            seed = int(data["seed"]) if data.get("seed") else None
            moves = tuple((int(seat), action_from_data(action)) for seat, action in
                          (json.loads(text) for text in texts))
        except (KeyError, ValueError, TypeError, p.ProtocolError):
            return None
        return KeptTable(code, create, people, seed, moves) if isinstance(create, p.Create) else None

    async def own_tables(self) -> list[KeptTable]:
        """The tables this server held before it stopped (started again with the same address), taken
        back (each with a new epoch: a copy of this server still running somewhere is fenced)."""
        kept = []
        for code, holder in await self._holders():
            if holder == self.address:
                table = await self.take(code, self.address)
                if table is not None:
                    kept.append(table)
        return kept

    async def _holders(self) -> list[tuple[str, str | None]]:
        """Every table of the directory, with its holder."""
        codes: list[str] = []
        cursor: Any = 0
        while True:
            cursor, keys = await self._call(self.redis.scan(cursor, match="uno:holder:*", count=1000))
            codes.extend(str(key).rsplit(":", 1)[1] for key in keys)
            if not int(cursor):
                break
        if not codes:
            return []
        holders = await self._call(self.redis.mget([f"uno:holder:{code}" for code in codes]))
        return [(code, None if holder is None else str(holder)) for code, holder in zip(codes, holders, strict=True)]

    async def close(self) -> None:
        await self.redis.aclose()
