// sokodb serve: replay a stored solution and play the level, on the board the page drew.
// No request leaves this server: the only ones made are the POST that stores a solution and,
// on a server that records plays, the POST of a play finished here (its time, moves, undos,
// restarts; nothing about the player).
'use strict';
(() => {
  const stage = document.getElementById('level');
  const panel = document.getElementById('player');
  if (!stage || !panel) {
    return;
  }
  const svg = stage.querySelector('svg.board');
  const NS = 'http://www.w3.org/2000/svg';
  const rows = stage.dataset.board.replace(/\n$/, '').split('\n');
  const W = Math.max(...rows.map(r => r.length));
  const H = rows.length;
  const walls = new Uint8Array(W * H);
  const goals = new Uint8Array(W * H);
  const startBoxes = new Uint8Array(W * H);
  let startMan = -1;
  rows.forEach((row, y) => {
    for (let x = 0; x < W; x++) {
      const c = row[x] || ' ';
      const s = y * W + x;
      if (c === '#') walls[s] = 1;
      if (c === '.' || c === '*' || c === '+') goals[s] = 1;
      if (c === '$' || c === '*') startBoxes[s] = 1;
      if (c === '@' || c === '+') startMan = s;
    }
  });
  const DIRS = { u: [0, -1], d: [0, 1], l: [-1, 0], r: [1, 0] };
  const $ = id => document.getElementById(id);
  const token = (document.querySelector('meta[name="sokodb-token"]') || {}).content || '';
  const recording = stage.dataset.recordPlays === 'yes' && token !== '';

  // the game: the man, the boxes, the steps taken (LURD: lower case walks, upper case pushes)
  const game = {
    reset() { this.man = startMan; this.boxes = startBoxes.slice(); this.steps = []; this.pushes = 0; },
    target(s, d) {
      const x = s % W + DIRS[d][0];
      const y = Math.floor(s / W) + DIRS[d][1];
      return x < 0 || y < 0 || x >= W || y >= H ? -1 : y * W + x;
    },
    move(d) {
      const n = this.target(this.man, d);
      if (n < 0 || walls[n]) return null;
      if (this.boxes[n]) {
        const b = this.target(n, d);
        if (b < 0 || walls[b] || this.boxes[b]) return null;
        this.boxes[n] = 0;
        this.boxes[b] = 1;
        this.pushes++;
        this.man = n;
        this.steps.push(d.toUpperCase());
        return d.toUpperCase();
      }
      this.man = n;
      this.steps.push(d);
      return d;
    },
    undo() {
      const s = this.steps.pop();
      if (!s) return null;
      const d = s.toLowerCase();
      const back = { u: 'd', d: 'u', l: 'r', r: 'l' }[d];
      if (s !== d) {
        const b = this.target(this.man, d);
        this.boxes[b] = 0;
        this.boxes[this.man] = 1;
        this.pushes--;
      }
      this.man = this.target(this.man, back);
      return s;
    },
    solved() {
      let any = false;
      for (let s = 0; s < W * H; s++) {
        if (this.boxes[s]) {
          any = true;
          if (!goals[s]) return false;
        }
      }
      return any;
    },
  };

  function piece(id, s) {
    const u = document.createElementNS(NS, 'use');
    u.setAttribute('href', '#sokodb-' + id);
    u.setAttribute('x', String(s % W));
    u.setAttribute('y', String(Math.floor(s / W)));
    return u;
  }

  function draw() {
    svg.querySelectorAll('use').forEach(u => u.remove());
    const f = document.createDocumentFragment();
    for (let s = 0; s < W * H; s++) {
      if (game.boxes[s]) f.appendChild(piece(goals[s] ? 'box-on-goal' : 'box', s));
      else if (s === game.man) f.appendChild(piece(goals[s] ? 'man-on-goal' : 'man', s));
      else if (goals[s]) f.appendChild(piece('goal', s));
    }
    svg.appendChild(f);
    $('moves').value = String(game.steps.length);
    $('pushes').value = String(game.pushes);
    $('moves').textContent = String(game.steps.length);
    $('pushes').textContent = String(game.pushes);
  }

  function say(text, solved) {
    const status = $('status');
    status.textContent = text;
    status.classList.toggle('solved', !!solved);
  }

  // ---- play ----
  let mode = 'play';
  let redo = [];

  // one play: from its first move to the solved position, with the undos and restarts on the
  // way; recorded once, and a restart after that begins the next
  function newPlay() { return { started: null, undos: 0, restarts: 0, sent: false }; }
  let current = newPlay();

  function counted(n, thing) { return n + ' ' + thing + (n === 1 ? '' : 's'); }

  function recordPlay() {
    current.sent = true;
    const note = $('play-note');
    const body = {
      solution: game.steps.join(''),
      time_ms: Math.max(1, Math.round(performance.now() - current.started)),
      undos: current.undos,
      restarts: current.restarts,
    };
    fetch('/api/v1/levels/' + encodeURIComponent(stage.dataset.exactId) + '/plays', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Sokodb-Token': token },
      body: JSON.stringify(body),
    }).then(r => r.json().then(j => ({ status: r.status, body: j }))).then(({ status, body: j }) => {
      note.textContent = status === 201
        ? 'Your play was recorded: ' + (j.time_ms / 1000).toFixed(1) + ' s, ' + counted(j.undos, 'undo') + ', '
          + counted(j.restarts, 'restart') + '.'
        : 'Your play was not recorded: ' + (j.reason || j.error || status);
      note.hidden = false;
    }).catch(err => {
      note.textContent = 'Your play was not recorded: ' + err;
      note.hidden = false;
    });
  }

  function played(result) {
    if (result === null) return;
    draw();
    if (game.solved()) {
      say('Solved in ' + game.steps.length + ' moves, ' + game.pushes + ' pushes.', true);
      $('store-line').hidden = !token;
      if (recording && mode === 'play' && !current.sent && current.started !== null) recordPlay();
    } else {
      say('', false);
      $('store-line').hidden = true;
    }
  }

  function step(d) {
    if (game.solved()) return;
    const r = game.move(d);
    if (r !== null) {
      if (current.started === null) current.started = performance.now();
      if (redo.length && redo[redo.length - 1] === r) redo.pop(); else redo = [];
    }
    played(r);
  }

  function undo() {
    const s = game.undo();
    if (s !== null) {
      current.undos++;
      redo.push(s);
      played(s);
    }
  }

  function redoStep() {
    const s = redo.pop();
    if (s) played(game.move(s.toLowerCase()));
  }

  function restart() {
    if (current.sent) {
      current = newPlay();
      $('play-note').hidden = true;
    } else if (current.started !== null) current.restarts++;
    game.reset();
    redo = [];
    played('');
  }

  /** The walk to square t over free floor, as directions; null when the man cannot get there. */
  function walk(t) {
    const from = new Int32Array(W * H).fill(-1);
    const queue = [game.man];
    from[game.man] = game.man;
    while (queue.length) {
      const s = queue.shift();
      if (s === t) break;
      for (const d of 'udlr') {
        const n = game.target(s, d);
        if (n >= 0 && from[n] < 0 && !walls[n] && !game.boxes[n]) {
          from[n] = s;
          queue.push(n);
        }
      }
    }
    if (from[t] < 0) return null;
    const path = [];
    for (let s = t; s !== game.man; s = from[s]) {
      const p = from[s];
      path.push(s === p - W ? 'u' : s === p + W ? 'd' : s === p - 1 ? 'l' : 'r');
    }
    return path.reverse();
  }

  svg.addEventListener('click', e => {
    if (mode !== 'play' || game.solved()) return;
    const box = svg.getBoundingClientRect();
    const x = Math.floor((e.clientX - box.left) / box.width * W);
    const y = Math.floor((e.clientY - box.top) / box.height * H);
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    const t = y * W + x;
    const mx = game.man % W;
    const my = Math.floor(game.man / W);
    if (Math.abs(mx - x) + Math.abs(my - y) === 1 && game.boxes[t]) {
      step(x < mx ? 'l' : x > mx ? 'r' : y < my ? 'u' : 'd');
      return;
    }
    const path = walk(t);
    if (path) path.forEach(d => step(d));
  });

  function store() {
    const button = $('store');
    button.disabled = true;
    fetch('/api/v1/levels/' + encodeURIComponent(stage.dataset.exactId) + '/solutions', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Sokodb-Token': token },
      body: game.steps.join(''),
    }).then(r => r.json().then(j => ({ status: r.status, body: j }))).then(({ status, body }) => {
      if (status === 201) {
        say('Stored: ' + body.moves + ' moves, ' + body.pushes + ' pushes'
          + (body.carried ? ', carried to ' + body.carried + ' duplicate levels' : '') + '. Reload to see it listed.', true);
      } else if (status === 200) {
        say('The catalog has this solution already.', true);
      } else {
        say('Not stored: ' + (body.error || status), false);
        button.disabled = false;
      }
    }).catch(err => {
      say('Not stored: ' + err, false);
      button.disabled = false;
    });
  }

  // ---- replay ----
  let moves = '';
  let number = 0;
  let timer = null;

  function goTo(k) {
    k = Math.max(0, Math.min(moves.length, k));
    if (k < game.steps.length) {
      while (game.steps.length > k) game.undo();
    } else {
      while (game.steps.length < k) {
        if (game.move(moves[game.steps.length].toLowerCase()) === null) {
          say('step ' + (game.steps.length + 1) + ' cannot be made', false);
          pause();
          break;
        }
      }
    }
    draw();
    $('step').value = String(game.steps.length);
    history.replaceState(null, '', '?solution=' + number + '&step=' + game.steps.length);
    if (game.steps.length === moves.length && game.solved()) {
      say('Solution ' + number + ': solved at step ' + moves.length + '.', true);
    } else {
      say('Solution ' + number + ': step ' + game.steps.length + ' of ' + moves.length + '.', false);
    }
  }

  function pause() {
    if (timer) clearInterval(timer);
    timer = null;
    $('toggle').textContent = 'play';
  }

  function toggle() {
    if (timer) {
      pause();
      return;
    }
    if (game.steps.length >= moves.length) goTo(0);
    $('toggle').textContent = 'pause';
    timer = setInterval(() => {
      if (game.steps.length >= moves.length) {
        pause();
      } else {
        goTo(game.steps.length + 1);
      }
    }, Number($('speed').value));
  }

  function replay(n, k) {
    const li = document.querySelector('li.solution[data-number="' + n + '"]');
    if (!li) return false;
    pause();
    mode = 'replay';
    moves = li.dataset.moves;
    number = n;
    game.reset();
    $('mode').textContent = 'replay of solution ' + n;
    $('play-controls').hidden = true;
    $('replay-controls').hidden = false;
    $('store-line').hidden = true;
    $('step').max = String(moves.length);
    goTo(k);
    return true;
  }

  function play() {
    pause();
    mode = 'play';
    $('mode').textContent = 'play';
    $('play-controls').hidden = false;
    $('replay-controls').hidden = true;
    history.replaceState(null, '', location.pathname);
    restart();
    current = newPlay();
  }

  document.addEventListener('keydown', e => {
    if (e.target && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const key = e.key;
    let handled = true;
    if (mode === 'play') {
      const d = { ArrowUp: 'u', ArrowDown: 'd', ArrowLeft: 'l', ArrowRight: 'r',
        w: 'u', s: 'd', a: 'l', d: 'r', W: 'u', S: 'd', A: 'l', D: 'r' }[key];
      if (d) step(d);
      else if (key === 'z' || key === 'Z' || key === 'Backspace') undo();
      else if (key === 'y' || key === 'Y') redoStep();
      else if (key === 'Escape') restart();
      else handled = false;
    } else {
      if (key === 'ArrowRight') goTo(game.steps.length + 1);
      else if (key === 'ArrowLeft') goTo(game.steps.length - 1);
      else if (key === ' ') toggle();
      else if (key === 'Home') goTo(0);
      else if (key === 'End') goTo(moves.length);
      else handled = false;
    }
    if (handled) e.preventDefault();
  });

  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redoStep);
  $('restart').addEventListener('click', restart);
  $('store').addEventListener('click', store);
  $('first').addEventListener('click', () => goTo(0));
  $('back').addEventListener('click', () => goTo(game.steps.length - 1));
  $('forward').addEventListener('click', () => goTo(game.steps.length + 1));
  $('last').addEventListener('click', () => goTo(moves.length));
  $('toggle').addEventListener('click', toggle);
  $('step').addEventListener('input', () => goTo(Number($('step').value)));
  $('speed').addEventListener('change', () => { if (timer) { pause(); toggle(); } });
  $('play-mode').addEventListener('click', play);
  document.querySelectorAll('a.replay').forEach(a => a.addEventListener('click', e => {
    e.preventDefault();
    replay(Number(a.closest('li').dataset.number), 0);
    stage.scrollIntoView({ block: 'nearest' });
  }));

  panel.hidden = false;
  game.reset();
  const params = new URLSearchParams(location.search);
  const n = Number(params.get('solution'));
  const k = Number(params.get('step')) || 0;
  if (!(n > 0 && replay(n, k))) {
    draw();
  }
})();
