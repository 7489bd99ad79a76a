import { m } from '@shared/i18n/message';
import {
  ZListCreateSchema,
  ZListIdSchema,
  ZListItemAddSchema,
  ZListItemEditSchema,
  ZListItemKeySchema,
  ZListPageQuerySchema,
  ZListSlugSchema,
  ZListUpdateSchema,
} from '@shared/schemas/lists';
import { type Request, type Response, Router } from 'express';
import { bearerToken } from '../../auth/lucia';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { ok, parse, requireAuth } from '../../http/rest';
import { requestLanguage } from '../../i18n/request';
import { authenticate } from '../auth/service';
import { gateOf, OPEN_GATE, restScope } from '../personal/title-gate';
import { catalogueLookup } from './lookup';
import * as lists from './service';

const idOf = (req: Request) => parse(ZListIdSchema, req.params.id);
const itemKeyOf = (req: Request) =>
  parse(ZListItemKeySchema, { mediaType: req.params.mediaType, mediaId: req.params.mediaId });
const pageOf = (req: Request) => parse(ZListPageQuerySchema, req.query);
const slugOf = (req: Request) => parse(ZListSlugSchema, req.params.slug);

/**
 * /api/lists: a profile's lists (bearer token), and a shared list by its address
 * (`/api/lists/shared/<slug>`, readable without a token when it is shared).
 */
export function listsRest(deps: AppDeps): Router {
  const r = Router();
  const auth = requireAuth(deps);
  const lookup = catalogueLookup(deps.services.catalogue);

  // A shared list: a token is optional, and only decides the level and whether it is the owner.
  r.get('/shared/:slug', async (req: Request, res: Response) => {
    const slug = slugOf(req);
    const { page, after } = pageOf(req);
    const token = bearerToken(req.headers.authorization);
    const session = token ? await authenticate(deps.lucia, token) : null;
    if (token && !session) throw new AppError('UNAUTHORIZED', m('messages.access.invalidToken'));
    const region = requestLanguage(req.headers['accept-language']).region;
    const gate = session ? gateOf(deps, session.session, region) : OPEN_GATE;
    const viewer = session?.session.profileId ?? null;
    ok(res, await lists.sharedList(deps.database.db, gate, slug, viewer, page, after));
  });
  r.post('/shared/:slug/copy', auth, async (req, res) => {
    const slug = slugOf(req);
    const { db, gate, profileId } = restScope(deps, req, res);
    ok(res, await lists.copyList(db, gate, profileId, slug), m('messages.lists.copied'), 201);
  });

  r.get('/', auth, async (req, res) => {
    const { db, profileId } = restScope(deps, req, res);
    ok(res, await lists.myLists(db, profileId));
  });
  r.post('/', auth, async (req, res) => {
    const input = parse(ZListCreateSchema, req.body);
    const { db, profileId } = restScope(deps, req, res);
    ok(res, await lists.createList(db, profileId, input), m('messages.lists.created'), 201);
  });
  r.get('/:id', auth, async (req, res) => {
    const id = idOf(req);
    const { page, after } = pageOf(req);
    const { db, gate, profileId } = restScope(deps, req, res);
    ok(res, await lists.getList(db, gate, profileId, id, page, after));
  });
  r.put('/:id', auth, async (req, res) => {
    const id = idOf(req);
    const input = parse(ZListUpdateSchema, req.body);
    const { db, profileId } = restScope(deps, req, res);
    ok(res, await lists.updateList(db, profileId, id, input), m('messages.lists.updated'));
  });
  r.delete('/:id', auth, async (req, res) => {
    const id = idOf(req);
    const { db, profileId } = restScope(deps, req, res);
    await lists.deleteList(db, profileId, id);
    ok(res, null, m('messages.lists.deleted'));
  });
  r.post('/:id/items', auth, async (req, res) => {
    const id = idOf(req);
    const input = parse(ZListItemAddSchema, req.body);
    const { db, gate, profileId } = restScope(deps, req, res);
    ok(res, await lists.addItem(db, gate, profileId, id, input, lookup), m('messages.lists.added'));
  });
  r.patch('/:id/items/:mediaType/:mediaId', auth, async (req, res) => {
    const id = idOf(req);
    const key = itemKeyOf(req);
    const edit = parse(ZListItemEditSchema, req.body);
    const { db, profileId } = restScope(deps, req, res);
    ok(res, await lists.editItem(db, profileId, id, key, edit), m('messages.lists.itemUpdated'));
  });
  r.delete('/:id/items/:mediaType/:mediaId', auth, async (req, res) => {
    const id = idOf(req);
    const key = itemKeyOf(req);
    const { db, profileId } = restScope(deps, req, res);
    await lists.removeItem(db, profileId, id, key);
    ok(res, null, m('messages.lists.removed'));
  });
  return r;
}
