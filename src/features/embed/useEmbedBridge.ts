/**
 * The editor's side of the embed protocol (spec canvas §7; README "Embedded in a storefront"):
 * starts the parent channel with the runtime configuration's allow-list ('component mounted' on
 * mount), answers the versioned handshake, runs each parent message as a registered command and
 * replies to its id, tells the parent when the editor is ready and whenever the price changes
 * (`priceChanged`, beyond the spec), and keeps the parent's visual viewport for the layout.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { InboundMessage, PriceChanged } from '../../domain/embed';
import {
  EMBED_PROTOCOL_VERSION,
  outbound,
  parseAllowedOrigins,
  samePrice,
} from '../../domain/embed';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { parentWindow } from '../../platform/parentWindow';
import { selectEditor, useRunCommand } from '../editor';
import { selectAppliedRequest, useAppliedCalculator } from '../product';
import { applyParentViewport } from './parentViewport';
import { commandsOf } from './parentMessages';

export interface HandshakeHandler {
  /** Runs before the handshake is answered (the session exchange); resolves refusal keys. */
  (message: Extract<InboundMessage, { type: 'handshake' }>): Promise<string[]>;
}

/** Runs the channel; whether the handshake is done. */
export function useEmbedBridge(onHandshake: HandshakeHandler): boolean {
  const run = useRunCommand();
  const csv = useSelector(
    (s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig.EMBED_ALLOWED_ORIGINS,
  );
  const allowed = useMemo(() => parseAllowedOrigins(csv), [csv]);
  const [connected, setConnected] = useState(false);
  const handshake = useRef(onHandshake);
  handshake.current = onHandshake;

  useEffect(() => {
    const reply = (id: string | undefined, keys: string[]) => {
      if (id !== undefined) parentWindow.post(outbound.reply(id, keys));
    };
    return parentWindow.start(allowed, (message) => {
      if (message.type === 'handshake') {
        if (message.handshake.protocol !== EMBED_PROTOCOL_VERSION) {
          reply(message.id, ['embedProtocolUnsupported']);
          return;
        }
        void handshake.current(message).then((keys) => {
          reply(message.id, keys);
          if (keys.length === 0) setConnected(true);
        });
        return;
      }
      if (message.type === 'viewport') {
        applyParentViewport(message.viewport);
        return;
      }
      // The message's commands one after another (a side is shown before a design goes on it).
      const calls = commandsOf(message);
      void (async () => {
        const keys: string[] = [];
        for (const call of calls) {
          try {
            const done = run(call.id, call.args) as Promise<string[]> | undefined;
            keys.push(...((await done) ?? ['embedNotReady']));
          } catch (error) {
            console.error(`embed: ${call.id} failed`, error);
            keys.push('opsSomethingWentWrong');
          }
        }
        reply(message.id, keys);
      })();
    });
  }, [allowed, run]);

  useReadyAndPrice(connected);
  return connected;
}

/** 'ready' once the canvas is, and `priceChanged` on every new price, after the handshake. */
function useReadyAndPrice(connected: boolean): void {
  const editor = useSelector(selectEditor);
  const request = useSelector(selectAppliedRequest);
  const { data: calculator } = useAppliedCalculator();
  const sentReady = useRef(false);
  const lastPrice = useRef<PriceChanged | null>(null);

  useEffect(() => {
    if (!connected || sentReady.current || !editor.ready) return;
    sentReady.current = true;
    parentWindow.post(outbound.ready());
  }, [connected, editor.ready]);

  useEffect(() => {
    if (!connected || !calculator) return;
    const { eachPrice, totalPrice, totalDiscountedPrice } = calculator.pricing;
    const price: PriceChanged = {
      productId: calculator.id,
      quantity: request?.quantity ?? calculator.minQuantity,
      eachPrice,
      totalPrice,
      totalDiscountedPrice,
      currency: 'USD',
    };
    if (samePrice(lastPrice.current, price)) return;
    lastPrice.current = price;
    parentWindow.post(outbound.priceChanged(price));
  }, [connected, calculator, request]);
}
