import { Router } from 'express';
import { registerExpoToken } from '@bebek/common/api/devices';
import { route } from '../http/contract';
import { registerDevice } from './service';

export const devicesRouter = Router();

/** POST /api/protected/expo-token: the native app registers the device that should get the owner's pushes. */
route(devicesRouter, registerExpoToken, async ({ req, body: { expoToken, deviceInfo } }) => registerDevice(req.user!.uid, expoToken, deviceInfo));
