import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

/**
 * What the server says (REST and tRPC errors, validation messages, the envelope's
 * message) follows the request's Accept-Language, with English for languages Marquee does not
 * have and for REST clients that state no preference.
 */
const json = { 'Content-Type': 'application/json' };
const SHORT_USERNAME = { username: 'ab', email: 'a@b.co', password: 'Abcdefg1' };

describe.each(dbKinds)('server messages in the reader language (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t
      .http()
      .post('/api/auth/register')
      .set(json)
      .send({ username: 'founder', email: 'founder@example.com', password: 'Abcdefg1' });
    expect(res.status).toBe(201);
  });
  afterAll(() => t.close());

  const register = (body: object, lang?: string) => {
    const req = t.http().post('/api/auth/register').set(json);
    return lang === undefined ? req.send(body) : req.set('Accept-Language', lang).send(body);
  };

  describe('REST', () => {
    it('answers validation failures in Spanish, message and field errors alike', async () => {
      const res = await register(SHORT_USERNAME, 'es');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'El nombre de usuario debe tener al menos 3 caracteres',
        errors: { username: ['El nombre de usuario debe tener al menos 3 caracteres'] },
      });
    });

    it('keeps English without a header and for a language it does not have', async () => {
      const english = {
        success: false,
        message: 'Username must be at least 3 characters',
        errors: { username: ['Username must be at least 3 characters'] },
      };
      expect((await register(SHORT_USERNAME)).body).toEqual(english);
      expect((await register(SHORT_USERNAME, 'xx')).body).toEqual(english);
      expect((await register(SHORT_USERNAME, 'xx, en;q=0.5')).body).toEqual(english);
    });

    it('reads the best language of the list: pt-BR, a region of a language it has, q-values', async () => {
      expect((await register(SHORT_USERNAME, 'pt-BR,pt;q=0.9')).body.message).toBe(
        'O nome de usuário deve ter pelo menos 3 caracteres',
      );
      expect((await register(SHORT_USERNAME, 'de-AT')).body.message).toBe(
        'Der Benutzername muss mindestens 3 Zeichen lang sein',
      );
      expect((await register(SHORT_USERNAME, 'en;q=0.5, ja')).body.message).toBe(
        'ユーザー名は 3 文字以上にしてください',
      );
    });

    it('answers every field error of a body in the reader language, field by field', async () => {
      const res = await register({ username: 'a b', email: 'bad', password: 'short' }, 'de');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        username: ['Der Benutzername darf nur Buchstaben, Ziffern, Unterstriche und Bindestriche enthalten'],
        email: ['Bitte gib eine gültige E-Mail-Adresse ein'],
        password: ['Das Passwort muss mindestens 8 Zeichen lang sein'],
      });
      const english = await register({ username: 'a b', email: 'bad', password: 'short' });
      expect(english.body.errors).toEqual({
        username: ['Username can only contain letters, numbers, underscores, and hyphens'],
        email: ['Please enter a valid email address'],
        password: ['Password must be at least 8 characters'],
      });
    });

    it('translates a catalogue parameter refusal, naming the parameter', async () => {
      const res = await t.http().get('/api/tmdb/movie/popular?page=0').set('Accept-Language', 'es');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('page debe ser un número entero de 1 a 500');
      expect(res.body.status_message).toBe(res.body.message);
      const english = await t.http().get('/api/tmdb/movie/popular?page=0');
      expect(english.body.message).toBe('page must be a whole number from 1 to 500');
    });

    it('translates uniqueness conflicts and unauthenticated answers', async () => {
      const taken = await register(
        { username: 'FOUNDER', email: 'x@example.com', password: 'Abcdefg1' },
        'fr',
      );
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({
        success: false,
        message: 'Ce nom d’utilisateur est déjà pris',
        errors: { username: ['Ce nom d’utilisateur est déjà pris'] },
      });
      const anon = await t.http().get('/api/auth/profile').set('Accept-Language', 'ar');
      expect(anon.status).toBe(401);
      expect(anon.body.message).toBe('يلزم تسجيل الدخول');
    });

    it('translates the answers of the gates before routing and the 404 of an unknown path', async () => {
      const missing = await t.http().get('/api/nothing-here').set('Accept-Language', 'de');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Nicht gefunden: GET /api/nothing-here');
      const malformed = await t
        .http()
        .post('/api/auth/login')
        .set(json)
        .set('Accept-Language', 'es')
        .send('{"emailOrUsername":');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('JSON mal formado en el cuerpo de la solicitud');
      const badPath = await t.http().get('/api/%FF').set('Accept-Language', 'fr');
      expect(badPath.status).toBe(400);
      expect(badPath.body.message).toBe('URL mal formée : encodage pourcentage non valide dans le chemin');
    });

    it('translates answers written outside the error handler: health, a 404 of its own, the TMDB facade', async () => {
      const health = await t.http().get('/api/health').set('Accept-Language', 'de');
      expect(health.body).toMatchObject({ success: true, message: 'Die Marquee-API läuft' });
      const image = await t.http().get('/img/w92/nothing.png').set('Accept-Language', 'fr');
      expect(image.status).toBe(404);
      expect(image.body).toEqual({ success: false, message: 'Image introuvable' });
      const path = await t.http().get('/api/tmdb/movie/0').set('Accept-Language', 'es');
      expect(path.status).toBe(400);
      expect(path.body).toMatchObject({
        success: false,
        message: 'El ID de la ruta debe ser un número entero positivo',
        status_message: 'El ID de la ruta debe ser un número entero positivo',
      });
    });

    it('translates the text rule and a generic zod message naming its field', async () => {
      const nul = await register({ ...SHORT_USERNAME, email: 'a\u0000@b.co' }, 'es');
      expect(nul.status).toBe(400);
      expect(nul.body.message).toBe('email contiene un carácter NUL (U+0000)');
      expect(nul.body.errors).toEqual({ email: ['email contiene un carácter NUL (U+0000)'] });
    });

    it('translates a message with a number in it: the wait after too many failed logins', async () => {
      // Its own app: the failures here must not count against the other tests.
      const fresh = await createTestApp(kind, { AUTH_RATE_LIMIT: '2' });
      try {
        const attempt = (lang?: string) => {
          const req = fresh.http().post('/api/auth/login').set(json);
          return (lang ? req.set('Accept-Language', lang) : req).send({
            emailOrUsername: 'nobody-here',
            password: 'Wrongpass1',
          });
        };
        const first = await attempt('es');
        expect(first.status).toBe(401);
        expect(first.body.message).toBe('Correo electrónico, nombre de usuario o contraseña incorrectos');
        await attempt();
        const blocked = await attempt('es');
        expect(blocked.status).toBe(429);
        expect(blocked.body.message).toMatch(
          /^Demasiados intentos\. Vuelve a intentarlo en \d+ segundos?\.$/,
        );
        const english = await attempt();
        expect(english.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
        const german = await attempt('de');
        expect(german.body.message).toMatch(
          /^Zu viele Versuche\. Bitte versuche es in \d+ Sekunden? erneut\.$/,
        );
      } finally {
        await fresh.close();
      }
    });

    it('translates the message of a successful answer', async () => {
      const login = await t
        .http()
        .post('/api/auth/login')
        .set(json)
        .set('Accept-Language', 'ja')
        .send({ emailOrUsername: 'founder', password: 'Abcdefg1' });
      expect(login.status).toBe(200);
      expect(login.body.message).toBe('ログインしました');
      expect(login.body.data.user.username).toBe('founder');
    });
  });

  describe('tRPC', () => {
    const call = (path: string, body: object, lang?: string) => {
      const req = t.http().post(`/trpc/${path}`).set(json);
      return (lang ? req.set('Accept-Language', lang) : req).send(body);
    };

    it('answers the message and the field errors in the reader language', async () => {
      const res = await call('auth.register', { username: 'a', email: 'bad', password: 'x' }, 'es');
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('El nombre de usuario debe tener al menos 3 caracteres');
      expect(res.body.error.data.fieldErrors).toEqual({
        username: ['El nombre de usuario debe tener al menos 3 caracteres'],
        email: ['Introduce una dirección de correo electrónico válida'],
        password: ['La contraseña debe tener al menos 8 caracteres'],
      });
    });

    it('keeps English without a header and for a language it does not have', async () => {
      for (const lang of [undefined, 'xx']) {
        const res = await call('auth.register', { username: 'a', email: 'bad', password: 'x' }, lang);
        expect(res.body.error.message).toBe('Username must be at least 3 characters');
        expect(res.body.error.data.fieldErrors.email).toEqual(['Please enter a valid email address']);
      }
    });

    it('translates business failures, access refusals and transport refusals', async () => {
      const wrong = await call('auth.login', { emailOrUsername: 'founder', password: 'Wrongpass9' }, 'pt-BR');
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.message).toBe('E-mail, nome de usuário ou senha incorretos');
      const anon = await call('auth.logout', {}, 'fr');
      expect(anon.status).toBe(401);
      expect(anon.body.error.message).toBe('Authentification requise');
      const malformed = await t
        .http()
        .post('/trpc/auth.login')
        .set(json)
        .set('Accept-Language', 'de')
        .send('{"emailOrUsername":');
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.message).toBe('Fehlerhaftes JSON in der Anfrage');
    });

    it('translates tRPC’s own refusals that carry values', async () => {
      const missing = await call('nothing.here', {}, 'es');
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('No hay ningún procedimiento en la ruta "nothing.here"');
      const english = await call('nothing.here', {});
      expect(english.body.error.message).toBe('No procedure found on path "nothing.here"');
      const wrongMethod = await t.http().get('/trpc/auth.logout').set('Accept-Language', 'fr');
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.body.error.message).toBe(
        'Requête GET non prise en charge pour la procédure de type mutation au chemin « auth.logout »',
      );
    });

    it('translates generic zod messages with the field they name', async () => {
      const res = await call('auth.login', { emailOrUsername: 5, password: 'x' }, 'es');
      expect(res.status).toBe(400);
      expect(res.body.error.data.fieldErrors.emailOrUsername).toEqual([
        'El correo electrónico o el nombre de usuario es obligatorio',
      ]);
    });
  });
});
