import { GameOwnerScreen } from './game-owner-screen';

export default function GenderGamePage() {
  return <GameOwnerScreen kind="gender" />;
}
