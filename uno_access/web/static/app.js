// The web seat: a thin page over the table's protocol (docs/protocol.md). It asks the server for words
// ("words": true in its hello): the server's copy of the console seat says the console's own lines, reads the
// typed commands with the console's own parser, and sends the prompt and the hand. This page shows the lines,
// the hand as buttons, and sends lines and keys back. No game logic and no sentence is made here; the page's
// own few labels come from the Fluent files through /words/LANG.json.

const STORE = "uno-access-seat";
const SOUNDS_STORE = "uno-access-sounds";
const LANG_STORE = "uno-access-lang";
const $ = (id) => document.getElementById(id);

let words = {};
let lang = "en";
let socket = null;
let seat = null;        // {code, token, name, lang} once welcomed (kept in sessionStorage, never in the URL)
let heard = 0;          // lines of this seat shown (the server sends the rest after a reload)
let restored = 0;       // lines heard before a reload: sent again, put back in the log without being said
let held = null;        // new lines waiting while those heard before go back in the log (not live)
const HOLD_MS = 300;    // long enough for the browser to see the log off, short enough not to be noticed
let lost = false;       // "connection lost" said, "back" not yet
let welcomed = false;
let retry = null;
let cards = [];
let playable = [];
let focusIndex = 0;
let servers = [];       // the servers sharing this table's directory ("servers"): tried in turn when one is gone
let target = "";        // the server this page speaks to ("": its own); another one's after "elsewhere"
let moves = 0;          // "elsewhere" followed since the last welcome (never a loop between servers)
let firstMessage = null;  // the create or hello of a seat not yet welcomed (sent again to another server)
let giveUp = null;      // the bound on joining (a server that never answers)
const GIVE_UP = 10000;
let over = false;       // the seat's console ended (the match is over): Enter goes back to the start

function pickLanguage() {
  const kept = sessionStorage.getItem(LANG_STORE);
  if (kept === "fr" || kept === "en") return kept;
  const browser = (navigator.language || "en").toLowerCase();
  return browser.startsWith("fr") ? "fr" : "en";
}

async function loadWords(wanted) {
  const answer = await fetch(`/words/${wanted}.json`);
  const data = await answer.json();
  words = data.words;
  lang = data.lang;
  document.documentElement.lang = lang;
  document.title = words["web-title"];
  for (const element of document.querySelectorAll("[data-words]")) {
    element.textContent = words[element.dataset.words] || "";
  }
  $("lang").value = lang;
}

function readSeat() {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) || "null");
  } catch {
    return null;
  }
}

function keepSeat() {
  sessionStorage.setItem(STORE, JSON.stringify({...seat, heard}));
}

// ------------------------------------------------------------------ the lines

function seatLang() {
  // The language the seat's console speaks (chosen when the seat was taken): its lines keep it when the page's
  // own language is switched, and say so (lang), so a screen reader reads each line with the right voice.
  return seat && seat.lang ? seat.lang : lang;
}

function say(lines, loud, first, language) {
  const log = $("log");
  lines.forEach((line, index) => {
    const number = first === undefined ? undefined : first + index;
    if (number !== undefined && number < heard) return;  // already shown (sent again after a reconnection)
    if (number !== undefined && number < restored) {
      // Heard before the reload: back in the log to be read again (Page Up, the screen reader's own keys), not
      // said again — late in a match a thousand lines would be read one after another.
      log.setAttribute("aria-live", "off");
      append(log, line, false, language);
      heard = number + 1;
      holdNewLines();
    } else if (held !== null) {
      // A live region is read when the browser next looks at it, maybe after this message and the next are
      // in: the log stays off until the lines heard before have been seen as such, and new ones wait.
      if (number === undefined || !held.some((waiting) => waiting[2] === number)) held.push([line, loud, number, language]);
    } else {
      if (log.getAttribute("aria-live") !== "polite") log.setAttribute("aria-live", "polite");
      append(log, line, loud, language);
      if (number !== undefined) heard = Math.max(heard, number + 1);
    }
  });
  if (first !== undefined && seat) keepSeat();
  log.scrollTop = log.scrollHeight;
}

function append(log, line, loud, language) {
  const paragraph = document.createElement("p");
  paragraph.textContent = line;
  paragraph.lang = language || lang;
  if (loud) {
    // The player's turn and refusals: said at once (the console cuts its speech for them).
    paragraph.className = "loud";
    paragraph.setAttribute("aria-live", "assertive");
  }
  log.append(paragraph);
}

function holdNewLines() {
  if (held !== null) return;
  held = [];
  setTimeout(() => {
    const waiting = held;
    held = null;
    const log = $("log");
    log.setAttribute("aria-live", "polite");
    for (const [line, loud, number, language] of waiting) {
      append(log, line, loud, language);
      if (number !== undefined) heard = Math.max(heard, number + 1);
    }
    if (seat) keepSeat();
    log.scrollTop = log.scrollHeight;
  }, HOLD_MS);
}

function sayOwn(id) {
  say([words[id] || id], true);
}

// ------------------------------------------------------------------ the sounds (off unless asked for)

let audio = null;
let scores = null;

async function soundsOn(on) {
  sessionStorage.setItem(SOUNDS_STORE, on ? "on" : "off");
  if (!on) return;
  if (!scores) scores = await (await fetch("/sounds.json")).json();
  if (!audio) audio = new AudioContext();  // made on the player's own action (the checkbox): allowed to play
}

// The console's `sounds` or `beep` typed here: the Sounds box is the page's one sound setting (the console's
// "your turn" sound is one of its sounds); set, and said, as the console says its own.
function soundsBox(value) {
  const on = value === "switch" ? !$("sounds").checked : value === "on";
  $("sounds").checked = on;
  soundsOn(on);
  sayOwn(on ? "sounds-on" : "sounds-off");
}

function play(names) {
  if (!audio || !scores || !$("sounds").checked) return;
  if (audio.state === "suspended") audio.resume();  // made before a key of the player's (a reload): now it may
  let at = audio.currentTime + 0.01;
  for (const name of names) {
    for (const note of scores[name] || []) {
      // The console's score, note by note: a glide from start to end Hz, a short attack and release, the
      // struck notes decaying (uno_access/sounds/earcons.py).
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = note.wave === "pluck" ? "sine" : note.wave;
      oscillator.frequency.setValueAtTime(note.start, at);
      oscillator.frequency.exponentialRampToValueAtTime(note.end, at + note.seconds);
      const level = note.wave === "square" ? 0.08 : 0.2;
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(level, at + 0.004);
      const end = note.decay ? level * Math.exp(-note.decay * note.seconds) : level;
      gain.gain.linearRampToValueAtTime(Math.max(end, 0.0001), at + note.seconds - 0.015);
      gain.gain.linearRampToValueAtTime(0, at + note.seconds);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + note.seconds);
      at += note.seconds + note.rest;
    }
  }
}

// ------------------------------------------------------------------ the connection

function ownAddress() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}`;
}

function address() {
  return target || ownAddress();
}

function nextAddress() {
  // As the console's link: the page's own server first, then every server of the table's directory in turn;
  // from a server the table was moved to, back to the first (it finds who holds the table now).
  const own = ownAddress();
  const known = [own, ...servers.filter((server) => server !== own)];
  const index = known.indexOf(address());
  return index < 0 ? own : known[(index + 1) % known.length];
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify({v: 1, ...message}));
  }
}

function connect(first) {
  if (socket) {
    // A new try from the lobby (after a wrong code): the last one is closed, and its events are no longer this
    // page's (its close would otherwise be taken for the new connection's, and its late refusal said).
    const old = socket;
    socket = null;
    old.close();
  }
  if (first) firstMessage = first;
  const current = new WebSocket(`${address()}/`);
  socket = current;
  if (!welcomed) {
    // Joining: a server down, busy or silent would leave "Connecting." said forever; after a bound the page
    // gives up, saying so, and the join button (the focus) tries again.
    clearTimeout(giveUp);
    giveUp = setTimeout(() => {
      if (socket === current && !welcomed) {
        socket = null;
        current.close();
        unavailable();
      }
    }, GIVE_UP);
  }
  current.addEventListener("open", () => {
    if (socket !== current) return;
    if (seat && seat.token) {
      send({t: "hello", code: seat.code, name: seat.name, lang: seat.lang, token: seat.token, words: true, heard});
    } else {
      send(firstMessage);
    }
  });
  current.addEventListener("message", (event) => {
    if (socket === current) receive(JSON.parse(event.data));
  });
  current.addEventListener("close", () => {
    if (socket !== current) return;
    socket = null;
    moves = 0;  // a server gone: following "elsewhere" again is no loop between servers
    if (!welcomed) {
      clearTimeout(giveUp);
      unavailable();
      return;
    }
    if (over) return;  // over: the seat is no more, nothing to come back to
    if (!lost) {
      lost = true;
      sayOwn("net-lost");
    }
    clearTimeout(retry);
    const next = nextAddress();  // this server is gone: the next one of the table's directory
    target = next === ownAddress() ? "" : next;
    retry = setTimeout(() => connect(null), 1000);
  });
}

function unavailable() {
  // Said only over "Connecting." (a refusal said before the server closed the connection stays).
  if ($("lobby").hidden || $("lobby-error").textContent !== words["web-connecting"]) return;
  $("lobby-error").textContent = refusalWords("unavailable");
  const form = firstMessage && firstMessage.t === "create" ? "create" : "join";
  $(form).focus();
}

function receive(message) {
  switch (message.t) {
    case "welcome":
      clearTimeout(giveUp);
      moves = 0;
      firstMessage = null;
      seat = {code: message.code, token: message.token, name: seat ? seat.name : $("name").value.trim(),
              lang: seat ? seat.lang : lang};
      keepSeat();
      history.replaceState(null, "", `/t/${message.code}`);
      if (!welcomed) showTable();
      welcomed = true;
      if (lost) {
        lost = false;
        sayOwn("net-reconnected");
      }
      break;
    case "words":
      if (over) break;  // the seat ended (the table closed, the seat removed): its console's last words are said
      if (message.sounds_box) soundsBox(message.sounds_box);
      if (message.sounds) play(message.sounds);
      say(message.lines, message.loud, message.first, seatLang());
      break;
    case "prompt":
      if (over) break;  // the seat ended: no hand and no question come back
      if (message.text && message.text !== $("prompt").textContent && $("command").value !== "" && !over) {
        // A new question closes the line, as the console's: what was typed before it never answers it.
        $("command").value = "";
        sayOwn("line-begun-early");
      }
      if (message.text) $("prompt").textContent = message.text;
      $("prompt").lang = seatLang();
      $("hand").lang = seatLang();
      $("prompt").dataset.count = String(Number($("prompt").dataset.count || 0) + 1);
      showHand(message.cards, message.playable);
      break;
    case "presence":
      if (message.what === "closed" && welcomed && !over) {
        // The table lived in its host's program, which quit (or the server closed it): said as the console
        // says it, and the page goes back to its start as at the match's end (nothing to come back to: no
        // "connection lost" when the server closes the connection next).
        const line = message.name ? (words["net-closed"] || "").replace("{player}", message.name)
          : words["net-table-closed"];
        seatEnded([line, words["web-over"]]);
      }
      break;
    case "servers":
      servers = (message.addresses || []).map((server) => server.replace(/\/+$/, ""));
      break;
    case "refused":
      if (message.reason === "elsewhere" && message.detail && moves < 5 &&
          message.detail.replace(/\/+$/, "") !== address()) {
        // Several servers share the table's directory: another one holds it now; the seat goes there (said
        // as nothing: "connection back" once that server welcomes it).
        moves += 1;
        target = message.detail.replace(/\/+$/, "");
        connect(null);
      } else if (message.reason === "elsewhere" && seat && seat.token) {
        if (socket) socket.close();  // sent back and forth: tried again a moment later, as after a drop
      } else if (seat && seat.token && message.reason === "unavailable") {
        // That server cannot find the table now (its directory is out of reach): the next try, a moment later.
        if (socket) socket.close();
      } else if (seat && seat.token && ["bad-token", "no-table", "taken-over"].includes(message.reason)) {
        // The seat is no more (the table closed, the token unknown), or another tab took it: back to the
        // lobby, saying why (and not taking it back: two tabs would take it from each other forever).
        forgetSeat();
        showLobby(refusalWords(message.reason));
        $("name").focus();  // the table's controls are hidden: the focus on the first field, not the page's body
      } else if (welcomed && message.reason === "kicked") {
        // Removed from the table: said once (the console seat's own line of it is not said again), the hand
        // gone, Enter back to the start.
        if (!over) seatEnded([refusalWords("kicked"), words["web-over"]]);
      } else if (welcomed && message.reason === "not-now") {
        // The seat's console ended (the match is over, or the seat left): said once, the hand gone, the seat
        // forgotten (a reload starts afresh); the log stays to be read again, Enter goes back to the start.
        if (!over) seatEnded([words["web-over"]]);
      } else if (!welcomed) {
        // Before a seat: the table's refusal (no table with this code, full, started, a name refused).
        $("lobby-error").textContent = refusalWords(message.reason, message.detail);
        // A name refused: the focus where it is changed (it stayed on the button, the name to find again).
        if (message.reason.startsWith("name-") || message.reason === "bad-name") $("name").focus();
      } else if (!over) {
        // Any other refusal at the table (a line refused, too many messages, the server cannot save): said at
        // once, in words, so the player never believes they spoke when they did not.
        say([refusalWords(message.reason)], true);
      }
      break;
    default:
      break;  // news, asks, presence: the words say them
  }
}

function refusalWords(reason, detail) {
  // A name refused as a game word: the server's detail ends with the word (": red"), named as the console does.
  const word = reason === "name-reserved" && detail ? /: ([^:]+)$/.exec(detail) : null;
  if (word && words["net-refused-name-word"]) return words["net-refused-name-word"].replace("{word}", word[1]);
  return words[`net-refused-${reason}`] || (words["net-refused"] || "{reason}").replace("{reason}", reason);
}

function seatEnded(lines) {
  // The seat is no more (the match over, the table closed, the seat removed): said once, the hand and the
  // question gone, the seat forgotten (a reload starts afresh); the log stays to be read again, and Enter in
  // the command box goes back to the start.
  over = true;
  clearTimeout(retry);
  say(lines, true);
  showHand([], []);
  $("prompt").textContent = "";
  sessionStorage.removeItem(STORE);
}

function forgetSeat() {
  sessionStorage.removeItem(STORE);
  seat = null;
  heard = 0;
  welcomed = false;
  lost = false;
  clearTimeout(retry);
  if (socket) socket.close();
}

function showLobby(why) {
  $("table").hidden = true;
  $("lobby").hidden = false;
  $("log").replaceChildren();
  $("lobby-error").textContent = why;
}

function showTable() {
  $("lobby").hidden = true;
  $("table").hidden = false;
  $("command").focus();
}

// ------------------------------------------------------------------ the hand

function showHand(newCards, newPlayable) {
  // The buttons are updated in place: the focused one stays focused (a screen reader says nothing new while
  // the hand is the same, and the card under the focus when it changed); focus never jumps elsewhere.
  const hand = $("hand");
  // The card under the focus, by name: where the hand is sorted again (a card drawn before it), the focus
  // follows that card rather than staying on a position now holding another one.
  const heldCard = hand.contains(document.activeElement) ? cards[focusIndex] : undefined;
  const heldAt = focusIndex;
  cards = newCards || [];
  playable = newPlayable || [];
  const items = [...hand.children];
  let handLeft = false;
  while (items.length > cards.length) {
    const item = items.pop();
    const lostFocus = item.contains(document.activeElement);
    item.remove();
    if (lostFocus && cards.length) focusIndex = cards.length - 1;
    if (lostFocus && !cards.length) handLeft = true;
  }
  cards.forEach((card, index) => {
    let button = items[index] ? items[index].firstChild : null;
    if (!button) {
      const item = document.createElement("li");
      button = document.createElement("button");
      button.type = "button";
      button.dataset.index = String(index);
      item.append(button);
      hand.append(item);
    }
    if (button.textContent !== card) button.textContent = card;
    button.classList.toggle("playable", Boolean(playable[index]));
    if (playable[index]) {
      button.setAttribute("aria-describedby", "playable-word");
    } else {
      button.removeAttribute("aria-describedby");
    }
  });
  focusIndex = Math.min(focusIndex, Math.max(cards.length - 1, 0));
  if (heldCard !== undefined && cards[heldAt] !== heldCard) {
    // The nearest copy of the card the player was on, if it is still in the hand.
    let found = -1;
    cards.forEach((card, index) => {
      if (card === heldCard && (found < 0 || Math.abs(index - heldAt) < Math.abs(found - heldAt))) found = index;
    });
    if (found >= 0 && hand.contains(document.activeElement)) {
      moveFocus(found);
      return;
    }
  }
  [...hand.querySelectorAll("button")].forEach((button, at) => { button.tabIndex = at === focusIndex ? 0 : -1; });
  if (document.activeElement === document.body && cards.length && hand.dataset.focused === "yes") {
    moveFocus(focusIndex);  // the focused card was taken away (played): the focus stays in the hand
  } else if (!cards.length && (handLeft || (document.activeElement === document.body &&
                                            hand.dataset.focused === "yes"))) {
    // The last card played (the round won): no card to stay on; the command box, where Enter answers what
    // comes next ("Enter: next round"), rather than the page's body, where no key does anything.
    $("command").focus();
  }
}

function moveFocus(index) {
  const buttons = [...$("hand").querySelectorAll("button")];
  if (!buttons.length) return;
  focusIndex = Math.max(0, Math.min(index, buttons.length - 1));
  buttons.forEach((button, at) => { button.tabIndex = at === focusIndex ? 0 : -1; });
  buttons[focusIndex].focus();
}

function nextPlayable(step) {
  if (!playable.some(Boolean)) {
    send({t: "line", key: step > 0 ? "next-playable" : "previous-playable"});  // the console says why not
    return;
  }
  let index = focusIndex;
  for (let count = 0; count < cards.length; count += 1) {
    index = (index + step + cards.length) % cards.length;
    if (playable[index]) break;
  }
  moveFocus(index);
}

// The console's keys, anywhere but while typing a line (there, only on an empty line).
const REPEAT_PACE = 150;  // milliseconds between two repeats of a held key sent (under 7 a second)
let lastKeySent = -Infinity;
const KEYS = {F2: "repeat", PageUp: "history-back", PageDown: "history-forward", "?": "help", F1: "help"};

function onKey(event) {
  if (!welcomed) return;  // the lobby's fields take every key
  const inHand = event.target.closest && event.target.closest("#hand");
  const typing = event.target.id === "command";
  if (typing && event.target.value !== "") return;
  if (!typing && ["INPUT", "SELECT", "TEXTAREA"].includes(event.target.tagName)) return;
  if (KEYS[event.key] && !event.ctrlKey && !event.altKey && !event.metaKey) {
    event.preventDefault();
    // A held key repeats about 30 times a second, over the server's budget of messages (the page was dropped
    // for flooding): its repeats go at most one each REPEAT_PACE, a key pressed anew at once.
    const now = performance.now();
    if (event.repeat && now - lastKeySent < REPEAT_PACE) return;
    lastKeySent = now;
    send({t: "line", key: KEYS[event.key]});
    return;
  }
  if (!inHand) return;
  const moves = {ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1};
  if (event.key in moves) {
    event.preventDefault();
    moveFocus(focusIndex + moves[event.key]);
  } else if (event.key === "Home") {
    event.preventDefault();
    moveFocus(0);
  } else if (event.key === "End") {
    event.preventDefault();
    moveFocus(cards.length - 1);
  } else if (event.key === "Enter") {
    event.preventDefault();
    send({t: "line", text: "", focus: focusIndex});
  } else if (event.key === " ") {
    event.preventDefault();
    send({t: "line", key: "draw"});
  } else if (event.key === "z" || event.key === "Z") {
    event.preventDefault();
    nextPlayable(event.key === "z" ? 1 : -1);
  } else if (event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey) {
    // A letter typed on the hand: the start of a line (a colour asked for, "uno", "hand"), as the console
    // reads it anywhere; the command box takes it, and the focus, and Enter there sends the line.
    event.preventDefault();
    const command = $("command");
    command.value += event.key;
    command.focus();
  }
}

// ------------------------------------------------------------------ start

async function main() {
  await loadWords(pickLanguage());
  const match = location.pathname.match(/^\/t\/([0-9A-Za-z%-]+)$/);
  const wanted = match ? decodeURIComponent(match[1]) : "";
  if (match) $("code").value = wanted;
  if (document.body.dataset.opensTables === "no") {
    // A `host` table's page: its server, in the host's program, opens no other table (only `serve` does).
    $("new-heading").hidden = true;
    $("create-form").hidden = true;
  }
  $("sounds").checked = sessionStorage.getItem(SOUNDS_STORE) === "on";
  $("sounds").addEventListener("change", () => soundsOn($("sounds").checked));
  if ($("sounds").checked) soundsOn(true);  // a reload: the AudioContext waits for the next key to play
  $("lang").addEventListener("change", async () => {
    sessionStorage.setItem(LANG_STORE, $("lang").value);
    await loadWords($("lang").value);
    if (welcomed && !over && seatLang() !== lang) sayOwn("web-lang-later");
  });
  $("join-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = $("name").value.trim();
    const code = $("code").value.trim();
    if (!name || name.length > 24) {
      $("lobby-error").textContent = words["web-error-name"];
      return;
    }
    if (!code) {
      $("lobby-error").textContent = words["web-error-code"];
      return;
    }
    $("lobby-error").textContent = words["web-connecting"];
    const password = $("password").value;  // on the wire only when there is one, as a console's
    connect({t: "hello", code, name, lang, words: true, ...(password ? {password} : {})});
  });
  $("create-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = $("name").value.trim();
    if (!name || name.length > 24) {
      $("lobby-error").textContent = words["web-error-name"];
      $("name").focus();
      return;
    }
    const bots = Math.max(0, Math.min(9, parseInt($("bots").value, 10) || 0));
    $("lobby-error").textContent = words["web-connecting"];
    connect({t: "create", name, lang, rules: {name: "official"}, bots, words: true});
  });
  $("command-form").addEventListener("submit", (event) => {
    event.preventDefault();
    if (over) {
      over = false;
      forgetSeat();
      showLobby("");
      $("name").focus();
      return;
    }
    // A no-break space (French typography, autocorrect) or a Tab is a space to the player: sent as one (the
    // server refuses a line that is not printable, and the player would not know why).
    const text = $("command").value.replace(/\s/g, " ");
    $("command").value = "";
    send({t: "line", text});
  });
  $("hand").addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (button && event.detail > 0) {  // a pointer's click (Enter's own click is the key's, handled above)
      focusIndex = Number(button.dataset.index);
      send({t: "line", text: "", focus: focusIndex});
    }
  });
  document.addEventListener("keydown", onKey);
  $("hand").addEventListener("focusin", () => { $("hand").dataset.focused = "yes"; });
  $("hand").addEventListener("focusout", (event) => {
    if (!event.relatedTarget || !$("hand").contains(event.relatedTarget)) {
      // Left the hand on purpose (Tab), or its button was removed: told apart by where the focus went.
      $("hand").dataset.focused = event.relatedTarget ? "no" : $("hand").dataset.focused;
    }
  });
  const kept = readSeat();
  if (kept && kept.token && (!match || kept.code === wanted.replace(/[ -]/g, ""))) {
    // A reload: back to the seat (the token never leaves this tab's storage).
    seat = kept;
    restored = kept.heard || 0;
    heard = 0;  // the log is empty again: every kept line is sent again
    lost = false;  // nothing was lost (a reload): no word of the connection once welcomed
    welcomed = true;
    showTable();
    connect(null);
  }
}

main();
