import { GameOwnerScreen } from './game-owner-screen';

export default function NameGamePage() {
  return <GameOwnerScreen kind="name" />;
}
