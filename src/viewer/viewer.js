// The replay viewer: draws the position after each event of the embedded game, as the chosen
// reader saw it, with the narration beside it. Query string: ?reader=seat-2&lang=fr&step=end
// (a step number from 0, or "end").
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("data").textContent);
  const last = data.steps.length - 1;
  const query = new URLSearchParams(window.location.search);
  const at = (list, key, fallback) => Math.max(0, list.indexOf(query.get(key) || fallback));
  let reader = at(data.readers.map((r) => r.key), "reader", "");
  let lang = at(data.langs, "lang", "");
  let step = query.get("step") === "end" ? last : clamp(parseInt(query.get("step") || "0", 10));
  let timer = null;
  let speed = 5;

  function clamp(n) {
    return Number.isFinite(n) ? Math.min(Math.max(n, 0), last) : 0;
  }
  const words = () => data.words[lang];
  const frame = (s) => data.frames[reader][lang][s];
  const el = (tag, props, children) => {
    const e = document.createElement(tag);
    Object.assign(e, props || {});
    (children || []).forEach((c) => e.appendChild(c));
    return e;
  };

  const controls = document.getElementById("controls");
  const readerSelect = el("select", { id: "reader" });
  const langSelect = el("select", { id: "lang" });
  const buttons = {};
  for (const [key, word, act] of [
    ["first", "view-first", () => go(0)],
    ["previous", "view-previous", () => go(step - 1)],
    ["next", "view-next", () => go(step + 1)],
    ["turn", "view-next-turn", nextTurn],
    ["last", "view-last", () => go(last)],
    ["play", "view-play", togglePlay],
  ]) {
    buttons[key] = el("button", { type: "button", id: key, onclick: act });
    buttons[key].dataset.word = word;
  }
  const speedSelect = el("select", { id: "speed" });
  for (const s of [1, 2, 5, 10, 25, 100]) {
    speedSelect.appendChild(el("option", { value: String(s), textContent: String(s), selected: s === speed }));
  }
  const roundInput = el("input", { id: "round", type: "number", min: "0", value: "1" });
  const roundGo = el("button", { type: "button", id: "round-go", onclick: () => jumpToRound(parseInt(roundInput.value, 10)) });
  const slider = el("input", { id: "slider", type: "range", min: "0", max: String(last), value: String(step) });
  const stepLabel = el("span", { id: "step" });
  const labels = {};
  const label = (key, input) => (labels[key] = el("label", {}, [el("span"), input]));
  controls.append(
    label("view-reader", readerSelect),
    label("view-language", langSelect),
    buttons.first, buttons.previous, buttons.next, buttons.turn, buttons.last, buttons.play,
    label("view-speed", speedSelect),
    label("view-round", roundInput), roundGo,
    slider, stepLabel,
  );

  readerSelect.onchange = () => { reader = readerSelect.selectedIndex; build(); };
  langSelect.onchange = () => { lang = langSelect.selectedIndex; build(); };
  speedSelect.onchange = () => { speed = Number(speedSelect.value); if (timer) { togglePlay(); togglePlay(); } };
  slider.oninput = () => go(Number(slider.value));
  document.addEventListener("keydown", (e) => {
    if (e.target.tagName === "INPUT" || e.target.tagName === "SELECT") return;
    if (e.key === "ArrowRight") go(step + 1);
    else if (e.key === "ArrowLeft") go(step - 1);
    else if (e.key === " ") { e.preventDefault(); togglePlay(); }
  });

  function nextTurn() {
    let s = step + 1;
    while (s < last && !data.steps[s].turn) s++;
    go(s);
  }

  // A box left empty or holding no number goes nowhere (it showed the game's end): staying
  // where it is shows the current round in the box again. A round goes to its first turn's
  // start where a turn starts in it: a game may count the round on the event before that
  // turn's first line (the race's "Turn 3: Player 3 plays." came one step after the count,
  // and a reader landed on the end of turn 2); else to where the count first reaches it.
  function jumpToRound(r) {
    if (!Number.isFinite(r)) return go(step);
    const s = data.steps.findIndex((x) => x.length >= r);
    if (s < 0) return go(last);
    const reached = data.steps[s].length;
    const t = data.steps.findIndex((x, i) => i >= s && x.turn && x.length === reached);
    go(t < 0 ? s : t);
  }

  function togglePlay() {
    if (timer) {
      clearInterval(timer);
      timer = null;
    } else {
      timer = setInterval(() => {
        if (step >= last) togglePlay();
        else go(step + 1);
      }, 1000 / speed);
    }
    buttons.play.textContent = words()[timer ? "view-pause" : "view-play"];
  }

  // The words, the backdrop and the narration list, for this reader and language.
  const narration = document.getElementById("narration");
  let items = [];
  function build() {
    const w = words();
    document.documentElement.lang = data.langs[lang];
    document.title = data.titles[lang];
    document.getElementById("title").textContent = data.titles[lang];
    for (const b of Object.values(buttons)) b.textContent = w[b.dataset.word];
    buttons.play.textContent = w[timer ? "view-pause" : "view-play"];
    roundGo.textContent = w["view-go"];
    for (const [key, l] of Object.entries(labels)) l.firstChild.textContent = w[key] + " ";
    readerSelect.replaceChildren(...data.readers.map((r, i) => el("option", { value: r.key, textContent: r.names[lang], selected: i === reader })));
    langSelect.replaceChildren(...data.langs.map((l, i) => el("option", { value: l, textContent: data.words[i]["view-language-name"], selected: i === lang })));
    const b = data.backdrops[lang];
    const board = document.getElementById("board");
    board.setAttribute("viewBox", `0 0 ${b.width} ${b.height}`);
    board.style.setProperty("--board-height", `${b.height}px`);
    document.getElementById("backdrop").innerHTML = b.svg;
    items = [];
    const list = [];
    for (let s = 1; s <= last; s++) {
      const line = data.strings[frame(s)[2]];
      if (!line) continue;
      const li = el("li", { textContent: line });
      li.dataset.step = String(s);
      li.onclick = () => go(s);
      items.push([s, li]);
      list.push(li);
    }
    narration.replaceChildren(...list);
    // The list's margin holds its longest number, as the table's page does: at 32px a race's
    // news of 1,592 lines read "581." for 1581.
    narration.style.paddingLeft = `max(32px, ${String(list.length).length + 2}ch)`;
    show();
  }

  function go(s) {
    step = clamp(s);
    show();
  }

  const joined = (list, by) => data.lists[list].map((i) => data.strings[i]).join(by);
  function show() {
    const [svg, text] = frame(step);
    document.getElementById("pieces").innerHTML = joined(svg, "");
    document.getElementById("panel").textContent = joined(text, "\n");
    slider.value = String(step);
    // The round box follows the steps, unless the reader is typing in it.
    if (document.activeElement !== roundInput) roundInput.value = String(data.steps[step].length);
    stepLabel.textContent = `${words()["view-step"]} ${step} / ${last} · ${data.lengths[lang][data.steps[step].length]}`;
    let current = null;
    for (const [s, li] of items) {
      li.hidden = s > step;
      li.classList.toggle("current", s === step);
      if (s <= step) current = li;
    }
    // The current line brought into view within its own box; the page itself stays where the
    // reader left it (scrolling the window would hide the board at every step).
    if (current) {
      const top = current.offsetTop - narration.offsetTop;
      const bottom = top + current.offsetHeight;
      if (top < narration.scrollTop) narration.scrollTop = top;
      else if (bottom > narration.scrollTop + narration.clientHeight) narration.scrollTop = bottom - narration.clientHeight;
    }
    const end = document.getElementById("end");
    const done = step === last && (data.end || data.ends_early);
    end.hidden = !done;
    if (done) {
      document.getElementById("end-title").textContent = words()[data.end ? "view-end" : "view-ends-early"];
      // The verdict once, why the winner won, then the standings numbered by place (seats that tie share one).
      document.getElementById("end-verdict").textContent = data.end ? data.end.verdicts[lang] : "";
      const why = document.getElementById("end-why");
      why.textContent = data.end ? data.end.whys[lang] : "";
      why.hidden = !why.textContent;
      const lines = data.end ? data.end.lines[lang] : [];
      document.getElementById("end-lines").replaceChildren(...lines.map((l, i) => el("li", { textContent: l, value: data.end.places[i] })));
    }
    document.body.dataset.step = String(step);
    document.body.dataset.reader = data.readers[reader].key;
  }

  build();
})();
