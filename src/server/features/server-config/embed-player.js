// @ts-check
/**
 * The built-in preview player's behaviour, served at /embed/player.js for the pages that
 * embed.ts renders (their policy allows scripts from this origin only, none inline).
 *
 * The page's clock runs for the title's length: play/pause, a seek bar, Space/K, ←/→ (10 s),
 * Home/End. It reports to the page that framed it exactly as third-party embeds do,
 * `{type: 'PLAYER_EVENT', data: {event: 'timeupdate' | 'ended', currentTime, duration}}`,
 * addressed to that page's origin only. The fragment may hold `t` (seconds to start at, for
 * resuming) and `autoplay=0`.
 */
(() => {
  const root = document.querySelector('.player');
  if (!(root instanceof HTMLElement)) return;
  const duration = Number(root.dataset.duration);
  if (!(duration > 0)) return;

  /** @template {Element} T @param {string} sel @param {new () => T} type @returns {T} */
  const pick = (sel, type) => {
    const el = root.querySelector(sel);
    if (!(el instanceof type)) throw new Error(`player markup lacks ${sel}`);
    return el;
  };
  const toggle = pick('.toggle', HTMLButtonElement);
  const big = pick('.big', HTMLButtonElement);
  const seek = pick('.seek', HTMLInputElement);
  const now = pick('.now', HTMLElement);
  const stamp = pick('.stamp', HTMLElement);
  const status = pick('.sr', HTMLElement);
  const screen = pick('.screen', HTMLElement);
  root.classList.remove('nojs');
  // The page's words, in its language (embed-page.ts writes them on the root).
  const text = {
    play: root.dataset.textPlay ?? 'Play',
    pause: root.dataset.textPause ?? 'Pause',
    playing: root.dataset.textPlaying ?? 'Playing',
    paused: root.dataset.textPaused ?? 'Paused',
    finished: root.dataset.textFinished ?? 'Finished',
    position: root.dataset.textPosition ?? '{now} of {total}',
  };

  const SEEK_STEP = 10;
  /** Seconds of playing between progress reports (the watch page decides what to store). */
  const REPORT_EVERY = 1;
  const FPS = 24;

  const params = new URLSearchParams(location.hash.slice(1));
  /** @param {number} t */
  const clamp = (t) => Math.min(duration, Math.max(0, Number.isFinite(t) ? t : 0));
  let time = clamp(Number(params.get('t')));
  if (time >= duration) time = 0;
  let playing = false;
  let ended = false;
  let lastTick = 0;
  let reportedAt = Number.NEGATIVE_INFINITY;

  // The watch page frames this one with referrerPolicy "origin", so either source names it.
  const parentOrigin = (() => {
    if (window.parent === window) return null;
    const ancestor = location.ancestorOrigins?.[0];
    if (ancestor && ancestor !== 'null') return ancestor;
    try {
      return new URL(document.referrer).origin;
    } catch {
      return null;
    }
  })();

  /** @param {'timeupdate' | 'ended'} event */
  const report = (event) => {
    reportedAt = time;
    if (!parentOrigin) return;
    const currentTime = Math.round(time * 10) / 10;
    window.parent.postMessage({ type: 'PLAYER_EVENT', data: { event, currentTime, duration } }, parentOrigin);
  };

  /** @param {number} s */
  const pad = (s) => String(s).padStart(2, '0');
  /** @param {number} seconds */
  const clock = (seconds) => {
    const s = Math.floor(seconds);
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
  };
  const total = clock(duration);
  const smpte = () => {
    const s = Math.floor(time);
    const frames = Math.floor((time - s) * FPS);
    return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}:${pad(frames)}`;
  };

  const render = () => {
    root.classList.toggle('playing', playing);
    root.classList.toggle('paused', !playing);
    toggle.setAttribute('aria-label', playing ? text.pause : text.play);
    big.setAttribute('aria-label', playing ? text.pause : text.play);
    now.textContent = clock(time);
    stamp.textContent = smpte();
    seek.value = String(Math.floor(time));
    seek.setAttribute(
      'aria-valuetext',
      text.position.replace('{now}', clock(time)).replace('{total}', total),
    );
  };

  /** @param {string} text */
  const announce = (text) => {
    status.textContent = text;
  };

  const finish = () => {
    time = duration;
    playing = false;
    stopTicking();
    render();
    if (ended) return;
    ended = true;
    report('timeupdate');
    report('ended');
    announce(text.finished);
  };

  const play = () => {
    if (playing) return;
    if (time >= duration) time = 0;
    ended = false;
    playing = true;
    lastTick = performance.now();
    ticker = setInterval(tick, 1000 / 8);
    render();
    report('timeupdate');
    announce(text.playing);
  };

  const pause = () => {
    if (!playing) return;
    playing = false;
    stopTicking();
    render();
    report('timeupdate');
    announce(text.paused);
  };

  const playPause = () => (playing ? pause() : play());

  /** @param {number} t */
  const seekTo = (t) => {
    time = clamp(t);
    if (time >= duration) return finish();
    ended = false;
    lastTick = performance.now();
    render();
    report('timeupdate');
  };

  /** The clock's timer: it runs only while playing. */
  let ticker = 0;
  const stopTicking = () => {
    clearInterval(ticker);
    ticker = 0;
  };

  // Elapsed wall time, not tick counts: a throttled background tab keeps the right clock.
  const tick = () => {
    const at = performance.now();
    time += (at - lastTick) / 1000;
    lastTick = at;
    if (time >= duration) return finish();
    render();
    if (time - reportedAt >= REPORT_EVERY) report('timeupdate');
  };

  toggle.addEventListener('click', playPause);
  big.addEventListener('click', (e) => {
    e.stopPropagation();
    play();
  });
  screen.addEventListener('click', playPause);
  seek.addEventListener('input', () => seekTo(Number(seek.value)));

  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const onButton = e.target instanceof HTMLButtonElement;
    switch (e.key) {
      case ' ':
        // A focused button already turns Space into its own click.
        if (onButton) return;
        playPause();
        break;
      case 'k':
      case 'K':
        playPause();
        break;
      case 'ArrowLeft':
        seekTo(time - SEEK_STEP);
        break;
      case 'ArrowRight':
        seekTo(time + SEEK_STEP);
        break;
      case 'Home':
        seekTo(0);
        break;
      case 'End':
        seekTo(duration);
        break;
      default:
        return;
    }
    e.preventDefault();
  });

  render();
  if (params.get('autoplay') !== '0') play();
})();
