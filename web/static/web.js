// Whistlestop's game page, made livelier: zoom and pan on the board (pinch, wheel, drag, keys),
// the replay slider, live updates (server-sent events) and local times. Without it the page
// is whole: the board, its full-size link, the replay as links and the log.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);

  // ------------------------------------------------------------------ zoom and pan
  function zoomable(view) {
    const img = view.querySelector("img");
    if (!img) return;
    const MAX = 6;
    let scale = 1, x = 0, y = 0;
    const pointers = new Map();
    let pinch = null;

    function clamp() {
      const w = view.clientWidth, h = img.offsetHeight;
      x = Math.min(0, Math.max(w - w * scale, x));
      y = Math.min(0, Math.max(Math.min(view.clientHeight, h) - h * scale, y));
    }
    function show() {
      clamp();
      img.style.transform = "translate(" + x + "px, " + y + "px) scale(" + scale + ")";
      view.classList.toggle("zoomed", scale > 1.001);
      view.dataset.scale = scale.toFixed(3);
    }
    function zoomAt(factor, px, py) {
      const next = Math.min(MAX, Math.max(1, scale * factor));
      const f = next / scale;
      x = px - (px - x) * f;
      y = py - (py - y) * f;
      scale = next;
      show();
    }
    function local(event) {
      const box = view.getBoundingClientRect();
      return [event.clientX - box.left, event.clientY - box.top];
    }
    function centre() {
      return [view.clientWidth / 2, Math.min(view.clientHeight, img.offsetHeight) / 2];
    }

    view.addEventListener("wheel", (event) => {
      const inward = event.deltaY < 0;
      if (!inward && scale <= 1 && !event.ctrlKey) return; // the page scrolls on
      event.preventDefault();
      const [px, py] = local(event);
      zoomAt(Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.0015)), px, py);
    }, { passive: false });

    view.addEventListener("pointerdown", (event) => {
      pointers.set(event.pointerId, local(event));
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        pinch = { d: Math.hypot(a[0] - b[0], a[1] - b[1]) || 1 };
      }
      if (scale > 1 || pointers.size === 2) view.setPointerCapture(event.pointerId);
    });
    view.addEventListener("pointermove", (event) => {
      if (!pointers.has(event.pointerId)) return;
      const before = pointers.get(event.pointerId);
      const now = local(event);
      pointers.set(event.pointerId, now);
      if (pointers.size === 2 && pinch) {
        event.preventDefault();
        const [a, b] = [...pointers.values()];
        const d = Math.hypot(a[0] - b[0], a[1] - b[1]) || 1;
        zoomAt(d / pinch.d, (a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
        pinch.d = d;
      } else if (pointers.size === 1 && scale > 1) {
        event.preventDefault();
        x += now[0] - before[0];
        y += now[1] - before[1];
        show();
      }
    });
    const release = (event) => {
      pointers.delete(event.pointerId);
      if (pointers.size < 2) pinch = null;
    };
    view.addEventListener("pointerup", release);
    view.addEventListener("pointercancel", release);
    view.addEventListener("dblclick", (event) => {
      const [px, py] = local(event);
      zoomAt(scale > 1 ? 1 / scale : 2, px, py);
    });
    view.addEventListener("keydown", (event) => {
      const step = 40;
      const keys = {
        "+": () => zoomAt(1.25, ...centre()), "=": () => zoomAt(1.25, ...centre()),
        "-": () => zoomAt(0.8, ...centre()), "0": () => zoomAt(1 / scale, 0, 0),
        ArrowLeft: () => { x += step; show(); }, ArrowRight: () => { x -= step; show(); },
        ArrowUp: () => { y += step; show(); }, ArrowDown: () => { y -= step; show(); },
      };
      const act = keys[event.key];
      if (act && (scale > 1 || !event.key.startsWith("Arrow"))) {
        event.preventDefault();
        act();
      }
    });
    const button = (id, act) => { const b = $(id); if (b) b.addEventListener("click", act); };
    button("zoom-in", () => zoomAt(1.5, ...centre()));
    button("zoom-out", () => zoomAt(1 / 1.5, ...centre()));
    button("zoom-reset", () => zoomAt(1 / scale, 0, 0));
    img.addEventListener("load", show);
    window.addEventListener("resize", show);
    show();
  }

  // ------------------------------------------------------------------ replay
  function replay() {
    const slider = $("replay-slider"), list = $("replay-list"), image = $("replay-image");
    if (!slider || !list || !image) return null;
    const links = () => list.querySelectorAll("a[data-frame]");
    function showFrame(index) {
      const link = links()[index];
      if (!link) return;
      slider.value = String(index);
      image.src = link.dataset.src;
      image.alt = link.dataset.alt || "";
      $("replay-caption").textContent = link.getAttribute("aria-label");
      $("replay-position").textContent = (index + 1) + " / " + links().length;
      for (const other of links()) other.removeAttribute("aria-current");
      link.setAttribute("aria-current", "true");
    }
    slider.addEventListener("input", () => showFrame(Number(slider.value)));
    $("replay-prev").addEventListener("click", () => showFrame(Math.max(0, Number(slider.value) - 1)));
    $("replay-next").addEventListener("click", () => showFrame(Math.min(links().length - 1, Number(slider.value) + 1)));
    document.addEventListener("click", (event) => {
      const link = event.target.closest && event.target.closest("a[data-frame]");
      if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      showFrame(Number(link.dataset.frame));
      if (!list.contains(link)) $("replay").scrollIntoView({ block: "start" });
    });
    function add(frame) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = "?lang=" + document.documentElement.lang + "&at=" + frame.index + "#replay";
      link.dataset.frame = String(frame.index);
      link.dataset.src = frame.src;
      link.dataset.alt = frame.alt;
      link.setAttribute("aria-label", frame.label);
      link.textContent = String(frame.index + 1);
      item.append(link);
      list.append(item);
      const following = Number(slider.value) >= Number(slider.max);
      slider.max = String(links().length - 1);
      if (following) showFrame(links().length - 1);
      else $("replay-position").textContent = (Number(slider.value) + 1) + " / " + links().length;
    }
    $("replay-controls").hidden = false;
    showFrame(Number(slider.value));
    return add;
  }

  // ------------------------------------------------------------------ times
  function localTimes(root) {
    let format;
    try {
      format = new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: "medium", timeStyle: "short" });
    } catch (error) {
      return;
    }
    for (const time of root.querySelectorAll("time[datetime]")) {
      const when = new Date(time.getAttribute("datetime"));
      if (!isNaN(when)) time.textContent = format.format(when);
    }
  }

  // ------------------------------------------------------------------ the log
  // Where the log scrolls on its own (beside the board, on a desktop), it shows the latest
  // moves, and keeps following them unless the reader scrolled back.
  function follow() {
    const log = $("log");
    const scrolls = () => log.scrollHeight > log.clientHeight + 1;
    const atEnd = () => log.scrollHeight - log.scrollTop - log.clientHeight < 40;
    if (scrolls()) log.scrollTop = log.scrollHeight;
    return (add) => {
      const following = scrolls() && atEnd();
      add();
      if (following) log.scrollTop = log.scrollHeight;
    };
  }

  // ------------------------------------------------------------------ live
  function live(addFrame, appendToLog) {
    const body = document.body;
    if (!body.dataset.live || !window.EventSource) return;
    const source = new EventSource(body.dataset.events);
    $("live-note").hidden = false;
    source.addEventListener("update", (message) => {
      const data = JSON.parse(message.data);
      const status = $("status");
      status.innerHTML = data.status;
      localTimes(status);
      if (data.entries) {
        const template = document.createElement("template");
        template.innerHTML = data.entries;
        for (const entry of template.content.querySelectorAll(".entry")) entry.classList.add("fresh");
        appendToLog(() => $("log-list").append(template.content));
      }
      if (addFrame) for (const frame of data.frames) addFrame(frame);
      const board = $("board");
      if (board && data.board) {
        board.src = data.board.src;
        board.alt = data.board.alt;
        $("board-full").href = data.board.src;
      }
      body.dataset.seq = String(data.seq);
      body.dataset.updatedAt = String(performance.timeOrigin + performance.now());
      if (data.over) {
        source.close();
        $("live-note").hidden = true;
      }
    });
    source.addEventListener("gone", () => {
      source.close();
      $("live-note").hidden = true;
    });
  }

  function start() {
    const controls = $("zoom-controls");
    if (controls) controls.hidden = false;
    const view = $("board-view");
    if (view) zoomable(view);
    const addFrame = replay();
    localTimes(document);
    live(addFrame, follow());
    document.body.dataset.ready = "1";
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
