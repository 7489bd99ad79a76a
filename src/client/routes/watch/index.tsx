import { Placeholder } from '../../components/Placeholder';

export default function Screen() {
  return <Placeholder title="Watch" />;
}
