import {
  ZGenresInputSchema,
  ZMediaIdInputSchema,
  ZMovieListingSchema,
  ZSearchSchema,
  ZSeasonInputSchema,
  ZTvListingSchema,
} from '../../../shared/schemas/catalogue';
import { publicProcedure, router } from '../../trpc/init';
import * as catalogue from './service';

/** The catalogue for the client: public queries answering the shapes of src/shared/catalogue.ts. */
export const catalogueRouter = router({
  config: publicProcedure.query(({ ctx }) => catalogue.catalogueConfig(ctx.deps.services.catalogue)),
  home: publicProcedure.query(({ ctx }) => catalogue.home(ctx.deps.services.catalogue)),
  movies: publicProcedure
    .input(ZMovieListingSchema)
    .query(({ ctx, input }) => catalogue.movieListing(ctx.deps.services.catalogue, input)),
  tv: publicProcedure
    .input(ZTvListingSchema)
    .query(({ ctx, input }) => catalogue.tvListing(ctx.deps.services.catalogue, input)),
  search: publicProcedure
    .input(ZSearchSchema)
    .query(({ ctx, input }) => catalogue.search(ctx.deps.services.catalogue, input)),
  movie: publicProcedure
    .input(ZMediaIdInputSchema)
    .query(({ ctx, input }) => catalogue.movieDetail(ctx.deps.services.catalogue, input.id)),
  tvShow: publicProcedure
    .input(ZMediaIdInputSchema)
    .query(({ ctx, input }) => catalogue.tvDetail(ctx.deps.services.catalogue, input.id)),
  season: publicProcedure
    .input(ZSeasonInputSchema)
    .query(({ ctx, input }) => catalogue.seasonDetail(ctx.deps.services.catalogue, input.id, input.season)),
  genres: publicProcedure
    .input(ZGenresInputSchema)
    .query(({ ctx, input }) => catalogue.genreList(ctx.deps.services.catalogue, input.type)),
});
