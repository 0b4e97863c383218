// nspell ships no types: the part of its API the spell check uses (github.com/wooorm/nspell, MIT)
declare module 'nspell' {
  interface NSpell {
    correct(word: string): boolean;
    suggest(word: string): string[];
    add(word: string, model?: string): NSpell;
  }
  export default function nspell(dictionary: { aff: Uint8Array | string; dic: Uint8Array | string }): NSpell;
}
