import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from '../../src/server/deps';
import {
  AppError,
  causeCode,
  DATABASE_UNAVAILABLE_MESSAGE,
  firstProblem,
  isDatabaseUnavailable,
  toAppError,
} from '../../src/server/errors';
import { loggedPath, requestIdFor } from '../../src/server/http/logging';
import { imageOrigin } from '../../src/server/http/security';
import { english } from '../../src/server/i18n/messages';
import { m } from '../../src/shared/i18n/message';
import { zodMessage } from '../../src/shared/i18n/zod-messages';
import { MSG } from '../../src/shared/schemas/auth';

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) =>
  new DrizzleQueryError('select 1 from users where email = $1', ['a@b.co'], cause as Error);

describe('database unavailability', () => {
  it.each([
    'CONNECTION_CLOSED',
    'CONNECTION_ENDED',
    'CONNECTION_DESTROYED',
    'CONNECT_TIMEOUT',
    'ECONNREFUSED',
    'ECONNRESET',
    '57P01',
    '57P03',
    '53300',
    '08006',
    '08001',
  ])('recognises %s, bare or wrapped by drizzle', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode(code)))).toBe(true);
  });

  it('recognises a closed embedded database', () => {
    expect(isDatabaseUnavailable(wrapped(new Error('PGlite is closed')))).toBe(true);
  });

  it.each(['23505', '22P02', '42P01', 'UNAUTHORIZED'])('leaves %s alone (a real answer or a bug)', (code) => {
    expect(isDatabaseUnavailable(wrapped(withCode(code)))).toBe(false);
  });

  it('stops on cyclic cause chains', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });

  it('maps to UNAVAILABLE (503) in the one translation; AppErrors pass; bugs stay bugs', () => {
    const lost = toAppError(wrapped(withCode('57P01')));
    expect(lost).toMatchObject({
      code: 'UNAVAILABLE',
      status: 503,
      said: DATABASE_UNAVAILABLE_MESSAGE,
      message:
        'The service is temporarily unavailable (database connection lost). Please try again in a moment.',
    });
    const app = new AppError('NOT_FOUND', m('messages.admin.userNotFound'));
    expect(toAppError(app)).toBe(app);
    expect(toAppError(new TypeError('x is undefined'))).toBeNull();
  });

  it('names the innermost code for logs', () => {
    expect(causeCode(wrapped(withCode('ECONNREFUSED')))).toBe('ECONNREFUSED');
    expect(causeCode(new Error('plain'))).toBeUndefined();
  });
});

describe('validation messages', () => {
  it('names the field when zod says only "invalid"', () => {
    const generic = zodMessage('messages.validation.invalidType', { expected: 'string', received: 'number' });
    expect(english(firstProblem([{ message: generic, path: ['media_id'] }]))).toBe(
      'media_id: Invalid input: expected string, received number',
    );
    expect(english(firstProblem([{ message: MSG.usernameRequired, path: ['username'] }]))).toBe(
      'Username is required',
    );
    // zod's rarer wordings have no key and stay as zod wrote them, named too.
    expect(english(firstProblem([{ message: 'Invalid email address', path: ['email'] }]))).toBe(
      'email: Invalid email address',
    );
    expect(english(firstProblem([]))).toBe('Invalid input');
  });
});

describe('log hygiene', () => {
  it('drops the query parameters drizzle puts in errors', () => {
    const out = JSON.stringify(serializeError(wrapped(withCode('23505', 'duplicate key'))));
    expect(out).not.toContain('a@b.co');
    expect(out).toContain('select 1 from users');
  });

  it('keeps a plain caller request id and replaces anything else', () => {
    expect(requestIdFor('edge-1.2:3')).toBe('edge-1.2:3');
    for (const bad of ['has space', 'x\ny', 'a'.repeat(129), '', undefined]) {
      expect(requestIdFor(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdFor(['first-id', 'second'])).toBe('first-id');
  });

  it('logs paths without their query, bounded', () => {
    expect(loggedPath('/api/tmdb/movie/550?api_key=secret&query=x')).toBe('/api/tmdb/movie/550');
    expect(loggedPath(`/${'a'.repeat(2000)}`)).toHaveLength(513);
  });
});

describe('image origin for the CSP', () => {
  it('is the CDN origin for an absolute base, none for a same-origin one', () => {
    expect(imageOrigin('https://image.tmdb.org/t/p')).toBe('https://image.tmdb.org');
    expect(imageOrigin('http://localhost:9000/img')).toBe('http://localhost:9000');
    expect(imageOrigin('/img')).toBeNull();
    expect(imageOrigin('javascript:alert(1)')).toBeNull();
  });
});
