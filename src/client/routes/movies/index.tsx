import { ListingScreen } from '../../components/media/listing/ListingScreen';

export default function Movies() {
  return <ListingScreen kind="movie" />;
}
