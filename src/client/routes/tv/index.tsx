import { ListingScreen } from '../../components/media/listing/ListingScreen';

export default function TvShows() {
  return <ListingScreen kind="tv" />;
}
