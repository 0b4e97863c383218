import { describe, expect, it } from 'vitest';
import * as baby from './baby';
import { GROWTH_MESSAGES, VACCINE_MESSAGES } from '../baby-messages';

describe('baby declarations', () => {
  const declarations = Object.values(baby);

  it('are all for the signed-in parent, each method and path once', () => {
    expect(declarations.every((declaration) => declaration.access === 'parent')).toBe(true);
    const routes = declarations.map((declaration) => `${declaration.method} ${declaration.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('make the growth or the vaccine calendar stale when they change it', () => {
    const growth = baby.getBabyGrowth.queryKey!({});
    const vaccines = baby.getVaccineCalendar.queryKey!({});
    for (const change of [baby.addGrowthEntry, baby.updateGrowthEntry, baby.deleteGrowthEntry]) expect(change.invalidates!({ entryId: 'x' })).toEqual([growth]);
    for (const change of [baby.markVaccineGiven, baby.unmarkVaccine, baby.saveVaccineReminders])
      expect(change.invalidates!({ doseId: 'x' })).toEqual([vaccines]);
    expect(baby.updateGrowthEntry.notFound).toEqual({ entryId: GROWTH_MESSAGES.entryNotFound });
    expect(baby.markVaccineGiven.notFound).toEqual({ doseId: VACCINE_MESSAGES.doseNotFound });
  });

  it('validate their bodies with the shared schemas and their Turkish messages', async () => {
    const growth = await baby.addGrowthEntry.body!();
    await expect(growth.validate({ measuredOn: '2020-01-01', weightKg: 40 })).rejects.toThrow(GROWTH_MESSAGES.weightRange);
    const given = await baby.markVaccineGiven.body!();
    await expect(given.validate({ givenOn: '' })).rejects.toThrow(VACCINE_MESSAGES.dateRequired);
    const reminders = await baby.saveVaccineReminders.body!();
    await expect(reminders.validate({ email: true, push: false })).resolves.toEqual({ email: true, push: false });
  });
});
