import { Router } from 'express';
import { confirmPhoneVerification, requestPhoneVerification } from '@bebek/common/api/phone-verification';
import { parentProfile } from '../http/authenticate';
import { route } from '../http/contract';
import { confirmPhoneCode, sendPhoneCode } from './service';

export const phoneVerificationRouter = Router();

/*
 * The phone's proof (ADR 0049). Its limits are the account's own, counted in its document
 * (service.ts), never the client address's: a maternity ward's Wi-Fi is many mothers.
 */

route(phoneVerificationRouter, requestPhoneVerification, async ({ req, body }) => {
  return sendPhoneCode(parentProfile(req), body.phone);
});

route(phoneVerificationRouter, confirmPhoneVerification, async ({ req, body }) => {
  return confirmPhoneCode(req.user!.uid, body.code);
});
