/**
 * The Listen stream (onSnapshot in the server SDKs), simplified: every target is re-evaluated
 * after each change to the store and the difference is sent as document changes, followed by a
 * global NO_CHANGE with a read time, which is what tells a client it holds a consistent snapshot.
 * No resume from a token: a resumed target gets a RESET and its whole current result again.
 */
import {
  ListenResponse,
  TargetChange,
  TargetChangeTargetChangeType,
  type ListenRequest,
  type Target,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import { DocumentChange, DocumentDelete, DocumentRemove } from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import { Timestamp } from '@firestore-emulator/proto/dist/google/protobuf/timestamp.js';
import { documentToProto, queryFromProto, timestampToProto } from './protocol.js';
import { runQuery } from './query.js';
import type { DocumentStore, StoredDocument } from './store.js';

interface WatchTarget {
  id: number;
  evaluate: () => StoredDocument[];
  current: Map<string, StoredDocument>;
}

export class ListenSession {
  #store: DocumentStore;
  #send: (response: ListenResponse) => void;
  #targets = new Map<number, WatchTarget>();
  #unsubscribe: () => void;
  #scheduled = false;
  #closed = false;
  #token = 0;

  constructor(store: DocumentStore, send: (response: ListenResponse) => void) {
    this.#store = store;
    this.#send = send;
    this.#unsubscribe = store.onChange(() => this.#schedule());
  }

  handle(request: ListenRequest): void {
    if (request.target_change === 'add_target') this.#add(request.add_target);
    else if (request.target_change === 'remove_target') this.#remove(request.remove_target);
  }

  close(): void {
    this.#closed = true;
    this.#unsubscribe();
    this.#targets.clear();
  }

  #add(target: Target): void {
    const evaluate =
      target.target_type === 'query'
        ? (() => {
            const query = queryFromProto(target.query.parent, target.query.structured_query);
            return () => runQuery(this.#store, query);
          })()
        : () => target.documents.documents.map((name) => this.#store.get(name)).filter((document): document is StoredDocument => document !== undefined);
    const documents = evaluate();
    const watch: WatchTarget = { id: target.target_id, evaluate, current: new Map(documents.map((document) => [document.name, document])) };
    this.#targets.set(watch.id, watch);
    this.#targetChange(TargetChangeTargetChangeType.ADD, [watch.id]);
    if (target.resume_type !== 'none') this.#targetChange(TargetChangeTargetChangeType.RESET, [watch.id]);
    for (const document of documents) this.#documentChange(document, watch.id);
    this.#targetChange(TargetChangeTargetChangeType.CURRENT, [watch.id]);
    this.#snapshot();
  }

  #remove(targetId: number): void {
    if (this.#targets.delete(targetId)) this.#targetChange(TargetChangeTargetChangeType.REMOVE, [targetId]);
  }

  /** Coalesces the changes of one tick (a commit of many writes) into one snapshot. */
  #schedule(): void {
    if (this.#scheduled || this.#closed) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      if (!this.#closed) this.#refresh();
    });
  }

  #refresh(): void {
    let changed = false;
    for (const target of this.#targets.values()) {
      const next = new Map(target.evaluate().map((document) => [document.name, document]));
      for (const document of next.values()) {
        if (target.current.get(document.name)?.updateTime !== document.updateTime) {
          this.#documentChange(document, target.id);
          changed = true;
        }
      }
      for (const name of target.current.keys()) {
        if (next.has(name)) continue;
        const readTime = Timestamp.fromObject(timestampToProto(this.#store.clock.now()));
        if (this.#store.get(name)) {
          this.#send(new ListenResponse({ document_remove: new DocumentRemove({ document: name, removed_target_ids: [target.id], read_time: readTime }) }));
        } else {
          this.#send(new ListenResponse({ document_delete: new DocumentDelete({ document: name, removed_target_ids: [target.id], read_time: readTime }) }));
        }
        changed = true;
      }
      target.current = next;
    }
    if (changed) this.#snapshot();
  }

  #documentChange(document: StoredDocument, targetId: number): void {
    this.#send(new ListenResponse({ document_change: new DocumentChange({ document: documentToProto(document), target_ids: [targetId] }) }));
  }

  #targetChange(type: TargetChangeTargetChangeType, targetIds: number[]): void {
    this.#send(new ListenResponse({ target_change: new TargetChange({ target_change_type: type, target_ids: targetIds, resume_token: this.#resumeToken() }) }));
  }

  /** NO_CHANGE for no target in particular: "everything up to this read time has been sent". */
  #snapshot(): void {
    const readTime = Timestamp.fromObject(timestampToProto(this.#store.clock.now()));
    this.#send(
      new ListenResponse({
        target_change: new TargetChange({
          target_change_type: TargetChangeTargetChangeType.NO_CHANGE,
          target_ids: [],
          read_time: readTime,
          resume_token: this.#resumeToken(),
        }),
      }),
    );
  }

  #resumeToken(): Uint8Array {
    return new Uint8Array(Buffer.from(String(++this.#token)));
  }
}
