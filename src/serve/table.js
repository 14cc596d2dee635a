// A seat's page at a table in the browser: draws what the table sends over the WebSocket beside
// this page's address (the seat's page, the board as that seat sees it, its news, its question)
// and sends the person's answers and commands back. Reconnects by itself: a reloaded page gets
// its seat back. Query string: ?autoplay=1 answers every question, with its first option or, where
// it offers only an amount box, the box's first amount (a debugging aid).
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const query = new URLSearchParams(window.location.search);
  const autoplay = query.get("autoplay") === "1";
  let socket = null;
  let table = null;
  let question = null;
  // The `ask` of the question last shown, to know a new one.
  let shownAsk = null;
  // The question whose amount box was last filled in (its `ask`).
  let amountAsk = null;
  let news = [];
  // How many news lines the seat had when it last answered: those after it are new.
  let seenUpTo = 0;
  // Whether the summary of how to win was last shown for a seat that had answered nothing.
  let rulesFirst = null;
  // The place last tapped on the board, and at which question (its `ask`).
  let picked = null;
  // The question's options' list items, by option (from 0), wherever their group puts them.
  let optionItems = [];
  // The groups the person has open at question `ask`, by their first option (null: not yet
  // folded to fit).
  let folds = { ask: null, open: null };
  // The question whose heading is shown, scrolled within its box where it is tall.
  let headingAsk = null;

  const el = (tag, props, children) => {
    const e = document.createElement(tag);
    Object.assign(e, props || {});
    (children || []).forEach((c) => e.appendChild(c));
    return e;
  };
  const word = (key) => (table && table.words[key]) || key;
  const send = (command) => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(command));
  };
  const setState = (state) => { document.body.dataset.state = state; };

  function onTable(t) {
    table = t;
    document.documentElement.lang = t.lang;
    document.title = t.title;
    $("title").textContent = t.title;
    const board = $("board");
    board.setAttribute("viewBox", `0 0 ${t.backdrop.width} ${t.backdrop.height}`);
    board.style.setProperty("--board-height", `${t.backdrop.height}px`);
    board.style.setProperty("--board-width", `${t.backdrop.width}px`);
    $("zoom").textContent = word($("board-box").classList.contains("zoomed") ? "serve-unzoom" : "serve-zoom");
    $("backdrop").innerHTML = t.backdrop.svg;
    $("undo").textContent = word("serve-undo");
    $("save").textContent = word("serve-save");
    $("scenario").textContent = word("serve-scenario");
    $("scenario").title = word("serve-scenario-help");
    $("help-word").textContent = word("serve-help");
    $("amount-pick").textContent = word("serve-pick");
    $("find-go").textContent = word("serve-find");
    $("find-label").textContent = word("serve-find-label");
    // The look-up stands from the first picture to the end, asked or not.
    $("find").hidden = false;
    $("marks-note").textContent = word("serve-marks");
    $("found-note").textContent = word("serve-found");
    $("news-title").textContent = word("serve-news");
    $("rules-title").textContent = word("serve-rules");
    $("rules-text").textContent = t.rules;
    $("end-title").textContent = word("view-end");
    $("watch").textContent = word("serve-watch");
    $("commands").replaceChildren(...t.commands.map((name, i) => {
      const b = el("button", { type: "button", textContent: t.command_words[i] || name, onclick: () => send({ do: "request", name }) });
      b.dataset.command = name;
      return b;
    }));
  }

  // `text` written in `node` with a swatch of each seat's board colour before its name (the
  // longest name first, and never inside a longer number: "Player 1" is not in "Player 12").
  function withSwatches(node, text) {
    const seats = (table && table.seats) || [];
    if (!seats.length) {
      node.textContent = text;
      return;
    }
    const quote = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const names = seats.map((s) => s.name).sort((a, b) => b.length - a.length);
    const found = new RegExp(`(${names.map(quote).join("|")})(?!\\d)`, "g");
    const parts = [];
    let at = 0;
    for (const m of text.matchAll(found)) {
      if (m.index > at) parts.push(document.createTextNode(text.slice(at, m.index)));
      const seat = seats.find((s) => s.name === m[0]);
      const swatch = el("span", { className: "swatch" });
      swatch.style.background = seat.colour;
      swatch.dataset.colour = seat.colour;
      parts.push(swatch, document.createTextNode(m[0]));
      at = m.index + m[0].length;
    }
    if (at < text.length) parts.push(document.createTextNode(text.slice(at)));
    node.replaceChildren(...parts);
  }

  function newsToFoot() {
    const list = $("narration");
    list.scrollTop = list.scrollHeight;
  }
  // A window made smaller keeps the newest news at the foot of its box.
  window.addEventListener("resize", newsToFoot);

  function onSeat(page, start, more) {
    withSwatches($("who"), `${word("serve-seat")} ${page.name}`);
    $("pieces").innerHTML = page.picture.svg.join("");
    withSwatches($("panel"), page.picture.text);
    news = news.slice(0, start).concat(more);
    // The lines told since the seat's last answer are marked new: between two questions a
    // whole turn may pass, and the reader looks for where it starts.
    $("narration").replaceChildren(...news.map((line, i) => el("li", { textContent: line, className: seenUpTo > 0 && i >= seenUpTo ? "new" : "" })));
    // The list's margin holds its longest number: a race of 1,211 lines showed "206." for 1206.
    $("narration").style.paddingLeft = `${String(news.length).length + 2}ch`;
    // The latest news at the foot of its own box, which stands at the top of the side panel
    // above the question, so a long question does not push it below the window; the page
    // itself stays where the reader left it (scrolling the window would hide the question and
    // the header at every move).
    newsToFoot();
    // Again once the rest of the page is laid out: a question shown or how to win folded may
    // narrow the panel (the window's scroll bar), wrapping the last line below the foot.
    requestAnimationFrame(newsToFoot);
    const told = $("notice").textContent;
    $("notice").hidden = !page.notice;
    $("notice").textContent = page.notice;
    // A new notice answers what the person just did: brought into view if the window was
    // scrolled down past it (reading a long question's help).
    if (page.notice && page.notice !== told) $("notice").scrollIntoView({ block: "nearest" });
    // What the seat's last look-up answered, under the box it was asked in (beside the board,
    // not above the question), and what it found outlined on the board.
    $("answer").hidden = !page.answer;
    $("answer").textContent = page.answer;
    const found = page.found || [];
    mark(found, "found");
    $("found-note").hidden = found.length === 0;
    for (const b of $("commands").children) b.classList.toggle("requested", page.requested.includes(b.dataset.command));
    const over = page.over.length > 0;
    $("end").hidden = !over;
    // Nothing can be asked for once the game is over.
    $("commands").hidden = over;
    // The verdict once, then the standings numbered by place (seats that tie share one).
    $("end-verdict").textContent = over ? page.over[0] : "";
    $("end-why").textContent = over ? page.why : "";
    $("end-lines").replaceChildren(...page.over.slice(1).map((line, i) => {
      const li = el("li", { value: page.places[i] });
      withSwatches(li, line);
      return li;
    }));
    // How to win, open on the first screen only: once the seat has answered, folded (one
    // click opens it again, and it stays as the person leaves it).
    const first = !page.answered && !over;
    if (first !== rulesFirst) {
      $("rules").open = first;
      rulesFirst = first;
    }
    $("hand").hidden = !page.picture.hand;
    $("hand").textContent = page.picture.hand || "";
    question = page.question;
    showQuestion();
    // The seat went out of play: the game waits for the person to read the news and why, and
    // goes on at the button's click.
    const stopped = !over && !question && !!page.stop;
    $("stop").hidden = !stopped;
    $("stop-text").textContent = stopped ? page.stop : "";
    if (stopped && !$("stop").dataset.shown) $("stop").scrollIntoView({ block: "nearest" });
    $("stop").dataset.shown = stopped ? "1" : "";
    setState(over ? "over" : question ? "asked" : stopped ? "stopped" : "waiting");
    // Between questions, whom the table waits for when another person is asked ("Waiting for
    // Player 2…"), else the others; then why this seat has none for a while where the game
    // says so (a gang that can move nobody).
    const waitingFor = page.waiting_for || word("serve-waiting");
    const waiting = page.waiting ? `${waitingFor} ${page.waiting}` : waitingFor;
    // After the end, the top bar names the winner as the standings do, not only "over".
    $("status").textContent = over ? `${word("play-over")} ${page.over[0]}` : question || stopped ? "" : waiting;
    // A new question opens at its top: its heading and first option in view. On a phone's one
    // column the browser kept the board and the status where they stood as the question was
    // taken away and shown again, leaving the new question above the screen. Brought there once
    // everything above it is written: the status's "Waiting…" line emptied after the question
    // was brought up moved it 26 px up again, its first option under the sticky heading.
    if (question && question.ask !== shownAsk) {
      questionInView();
      boardToPlaces();
    }
    shownAsk = question ? question.ask : shownAsk;
    if (autoplay && question) setTimeout(autoAnswer, 0);
    if (autoplay && stopped) setTimeout(() => $("watch").click(), 0);
  }

  // ?autoplay=1: the first option, or where the question offers only an amount box, its
  // first amount.
  function autoAnswer() {
    const b = $("options").querySelector("button");
    if (b) b.click();
    else if (question && question.amounts) {
      if ($("amount").value === "") $("amount").value = question.amounts.low;
      $("amount-pick").click();
    }
  }

  // Brings the question's top into view (inside the side panel, or the page on a phone) when
  // its heading or first option is out of view.
  function questionInView() {
    const box = $("question").getBoundingClientRect();
    // The side panel's box, or the window where the panel is no box (a phone's one column).
    const panel = document.querySelector("aside").getBoundingClientRect();
    const first = $("options").firstElementChild || $("amounts");
    const top = panel.height ? Math.max(0, panel.top) : 0;
    const bottom = panel.height ? Math.min(window.innerHeight, panel.bottom) : window.innerHeight;
    const end = first.hidden ? box.bottom : first.getBoundingClientRect().bottom;
    if (box.top < top || end > bottom) $("question").scrollIntoView({ block: "start" });
  }

  // Marks the board's places (their `data-at`) with `cls`, taking it from every other place.
  function mark(places, cls) {
    const board = $("board");
    for (const e of board.querySelectorAll("." + cls)) e.classList.remove(cls);
    for (const at of places) {
      for (const e of board.querySelectorAll(`[data-at="${CSS.escape(at)}"]`)) e.classList.add(cls);
    }
  }

  // The question's heading stays at the top of the screen as its options scroll under it; when
  // it is taller than a fifth of the window, on a phone (the style's narrow window) it scrolls
  // with them (the police bribe's heading, 269 px of 844, stuck over a third of the screen), and
  // in a wide window it stays pinned in a box of that height, its words scrolling within it. Its
  // whole height is measured, not the box's.
  function unstickTall() {
    const heading = $("question-text");
    heading.classList.toggle("tall", heading.scrollHeight > window.innerHeight / 5);
  }
  window.addEventListener("resize", () => { if (question) unstickTall(); });

  function showQuestion() {
    // The places the question's options are about, marked while it is asked; the option under
    // the pointer (or the keyboard's focus) marks its own plainly.
    const offered = question ? question.options.flatMap((o) => o.marks || []) : [];
    mark(offered, "offered");
    $("marks-note").hidden = offered.length === 0;
    mark([], "marked");
    $("question").hidden = !question;
    $("undo").hidden = !question;
    $("scenario").hidden = !question || !table || !table.scenario;
    if (!question) return;
    const ask = question.ask;
    // The seat's money stands under the question, in view whatever the status box shows.
    const purse = question.purse ? [el("span", { className: "purse", textContent: question.purse })] : [];
    $("question-text").replaceChildren(document.createTextNode(question.text), ...purse);
    const help = $("help").checked;
    // Each option under its own number, in its group or listed alone.
    optionItems = question.options.map((o, index) => {
      const b = el("button", { type: "button", textContent: o.text, title: o.help, onclick: () => answer({ do: "answer", ask, index }) });
      b.onmouseenter = b.onfocus = () => mark(o.marks || [], "marked");
      b.onmouseleave = b.onblur = () => mark([], "marked");
      const li = el("li", {}, [b]);
      if (help) li.appendChild(el("span", { className: "help", textContent: o.help }));
      return li;
    });
    // A long list the game groups (Chicago Poker's cards to play, King of Chicago's streets,
    // Bootleggers' deals) stands by its groups, each under its heading where its first option
    // would stand, as at a terminal: 17 buttons of cards to play pushed "End your turn" below
    // a 1280×720 window.
    const groups = question.groups || [];
    const groupOf = new Map();
    groups.forEach((g) => g.options.forEach((i) => groupOf.set(i, g)));
    const boxes = [];
    const listed = [];
    optionItems.forEach((li, i) => {
      const g = groupOf.get(i);
      if (!g) listed.push(li);
      else if (g.options[0] === i) {
        const box = el("details", {}, [el("summary", { textContent: g.text }), el("ol", {}, g.options.map((k) => optionItems[k]))]);
        box.dataset.first = i;
        boxes.push(box);
        listed.push(el("li", { className: "group" }, [box]));
      }
    });
    // In groups, every option says its own number: a group's heading counts for none.
    if (groups.length) optionItems.forEach((li, i) => { li.value = i + 1; });
    $("options").replaceChildren(...listed);
    if (folds.ask !== ask) folds = { ask, open: null };
    unstickTall();
    // A new question's heading is read from its start; the same one drawn again keeps its place.
    if (headingAsk !== ask) $("question-text").scrollTop = 0;
    headingAsk = ask;
    const run = question.amounts;
    $("amounts").hidden = !run;
    if (run) {
      $("amounts-text").textContent = run.text;
      Object.assign($("amount"), { min: run.low, max: run.high, step: run.step });
      // A question asked again (an amount refused, the help ticked) keeps what was typed, so
      // a second Pick never answers with an amount the person did not choose.
      // An empty box (`start` null) asks for an amount typed: none is chosen for the person.
      if (amountAsk !== ask) $("amount").value = run.start === null ? "" : run.start;
      amountAsk = ask;
    }
    fold(boxes);
  }

  // A new question's groups open, then the longest folded one by one until the question
  // stands whole in the side panel scrolled to its top (on a phone, in the window), so the
  // options listed alone stay in view; a click on a heading opens or folds it. The same
  // question drawn again (the help ticked) keeps the groups as the person left them.
  function fold(boxes) {
    if (folds.open === null) {
      boxes.forEach((b) => { b.open = true; });
      const longest = [...boxes].sort((a, b) => b.querySelectorAll("li").length - a.querySelectorAll("li").length);
      for (const b of longest) {
        if (questionFits()) break;
        b.open = false;
      }
      folds.open = new Set(boxes.filter((b) => b.open).map((b) => b.dataset.first));
    } else {
      boxes.forEach((b) => { b.open = folds.open.has(b.dataset.first); });
    }
    boxes.forEach((b) => {
      b.ontoggle = () => { if (b.open) folds.open.add(b.dataset.first); else folds.open.delete(b.dataset.first); };
    });
  }

  // Whether the question stands whole in the side panel scrolled to its top, or on a phone
  // (where the panel is no box) in the window.
  function questionFits() {
    const box = $("question").getBoundingClientRect();
    const aside = document.querySelector("aside");
    const panel = aside.getBoundingClientRect();
    if (!panel.height) return box.height <= window.innerHeight;
    return box.bottom - panel.top + aside.scrollTop <= aside.clientHeight;
  }

  // A place outlined on the board answers a click with the options about it: picked out in
  // the list, the first brought into view and focused (which marks its place in red); the
  // person then picks one. Options about other places are left as they are.
  $("board").onclick = (e) => {
    const place = e.target.closest("[data-at].offered");
    if (!place || !question) return;
    picked = { ask: question.ask, at: place.dataset.at };
    const items = optionItems;
    let first = null;
    question.options.forEach((o, i) => {
      const about = (o.marks || []).includes(place.dataset.at);
      items[i].classList.toggle("about", about);
      // A folded group holding one is opened.
      const box = items[i].closest("details");
      if (about && box) box.open = true;
      if (about && !first) first = items[i];
    });
    if (first) {
      // Below the question's heading, which stays at the top of the screen as the list scrolls
      // under it (on a phone it covered the option brought into view).
      const text = $("question-text");
      const heading = getComputedStyle(text).position === "sticky" ? text.offsetHeight : 0;
      $("options").style.setProperty("--heading", heading + "px");
      first.scrollIntoView({ block: "nearest" });
      first.querySelector("button").focus();
    }
  };

  // On a phone the board fits the window's width, its words a few pixels high: the button above
  // it draws it larger in a box of its own that the finger moves about (the page stays one
  // column), brought to the places the question is about; pressed again, it fits the board back.
  // It stays enlarged after an answer: the person enlarged it to read it, and the next question
  // is about the same board; its box is brought to the new question's places instead.
  $("zoom").onclick = () => {
    const zoomed = $("board-box").classList.toggle("zoomed");
    $("zoom").textContent = word(zoomed ? "serve-unzoom" : "serve-zoom");
    boardToPlaces();
  };

  // The enlarged board's box scrolled to the place last tapped on the board for this question,
  // else the first place outlined: it opened at its top-left corner, the place just picked
  // (street 35) off to the right, and stayed there for the next questions.
  function boardToPlaces() {
    const box = $("board-box");
    if (!box.classList.contains("zoomed")) return;
    const board = $("board");
    const tapped = question && picked && picked.ask === question.ask
      ? board.querySelector(`[data-at="${CSS.escape(picked.at)}"].offered`)
      : null;
    const place = tapped || board.querySelector(".offered");
    if (!place) return;
    const at = place.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    box.scrollLeft += at.left + at.width / 2 - frame.left - box.clientWidth / 2;
    box.scrollTop += at.top + at.height / 2 - frame.top - box.clientHeight / 2;
  }

  function answer(command) {
    seenUpTo = news.length;
    send(command);
    question = null;
    showQuestion();
  }

  $("undo").onclick = () => { if (question) answer({ do: "undo", ask: question.ask }); };
  $("save").onclick = () => send({ do: "save" });
  $("watch").onclick = () => {
    seenUpTo = news.length;
    $("stop").hidden = true;
    setState("waiting");
    send({ do: "watch" });
  };
  $("scenario").onclick = () => { if (question) download(question.ask); };
  $("find").onsubmit = (e) => {
    e.preventDefault();
    // How to win folds once the person looks something up: the board and its answer are what
    // the person reads now (one click opens it again).
    $("rules").open = false;
    // Answered at any time: while asked, while others play, after the end.
    send({ do: "find", ask: question ? question.ask : 0, words: $("find-words").value });
  };
  $("help").onchange = showQuestion;
  $("amount-pick").onclick = () => {
    if (!question) return;
    // Nothing typed is no amount (Number("") would answer 0): the page says so.
    if ($("amount").value.trim() === "") {
      $("notice").hidden = false;
      $("notice").textContent = word("serve-amount-empty");
      $("amount").focus();
      return;
    }
    answer({ do: "amount", ask: question.ask, amount: Number($("amount").value) });
  };
  // Enter in the amount box picks it, as the button does.
  $("amount").onkeydown = (e) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    $("amount-pick").click();
  };

  // The position at question `ask` as a scenario file, saved under the name the table gives it.
  // What came of it, written or why not, the table tells in the page's notice.
  async function download(ask) {
    const path = window.location.pathname.replace(/\/+$/, "");
    let response;
    try {
      response = await fetch(`${path}/scenario/${ask}`, { cache: "no-store" });
    } catch (e) {
      return;
    }
    if (!response.ok) return;
    const named = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") || "");
    const url = URL.createObjectURL(await response.blob());
    const link = el("a", { href: url, download: named ? named[1] : "scenario.toml" });
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  }

  function connect() {
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    const path = window.location.pathname.replace(/\/+$/, "");
    socket = new WebSocket(`${scheme}//${window.location.host}${path}/ws`);
    socket.onmessage = (e) => {
      const message = JSON.parse(e.data);
      if (message.kind === "table") onTable(message.table);
      else if (message.kind === "seat") onSeat(message.seat, message.news_start, message.news);
    };
    socket.onclose = () => {
      setState("lost");
      $("status").textContent = word("serve-lost");
      setTimeout(connect, 1000);
    };
  }
  connect();
})();
