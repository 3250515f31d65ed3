import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { onSessionChange, type SessionState, session } from './session.ts';

/** Lit controller: exposes the session and re-renders its host when it changes. */
export class SessionController implements ReactiveController {
  private unsubscribe: (() => void) | null = null;
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  get value(): SessionState {
    return session();
  }
  hostConnected(): void {
    this.unsubscribe = onSessionChange(() => this.host.requestUpdate());
  }
  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
