import { PLAYBACK_MAX_SECONDS } from '@shared/playback';

/**
 * Beyond the spec: players that speak the common embed protocol post
 * `{type: 'PLAYER_EVENT', data: {event, currentTime, duration}}` to the page. Only the
 * player's own origin is listened to; anything malformed is ignored.
 */
export interface PlayerEvent {
  event: 'timeupdate' | 'ended';
  currentTime: number;
  duration: number;
}

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN);

export function parsePlayerMessage(data: unknown): PlayerEvent | null {
  let msg = data;
  if (typeof msg === 'string') {
    // Some players post JSON text rather than an object.
    try {
      msg = JSON.parse(msg);
    } catch {
      return null;
    }
  }
  if (typeof msg !== 'object' || msg === null) return null;
  const { type, data: payload } = msg as { type?: unknown; data?: unknown };
  if (type !== 'PLAYER_EVENT' || typeof payload !== 'object' || payload === null) return null;
  const p = payload as { event?: unknown; currentTime?: unknown; duration?: unknown };
  if (p.event !== 'timeupdate' && p.event !== 'ended') return null;
  const currentTime = num(p.currentTime);
  const duration = num(p.duration);
  if (!Number.isFinite(currentTime) || currentTime < 0) return null;
  if (!Number.isFinite(duration) || duration <= 0 || duration > PLAYBACK_MAX_SECONDS) return null;
  return { event: p.event, currentTime: Math.min(currentTime, duration), duration };
}

/** The origin a player's messages must come from (its src resolved against this page). */
export function playerOrigin(src: string, base: string): string | null {
  try {
    return new URL(src, base).origin;
  } catch {
    return null;
  }
}
