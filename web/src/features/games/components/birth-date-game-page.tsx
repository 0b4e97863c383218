import { GameOwnerScreen } from './game-owner-screen';

export default function BirthDateGamePage() {
  return <GameOwnerScreen kind="birthdate" />;
}
