import { locationRules } from '@domain/visits/location/locationRules';

export const coordinatesMessages = {
  shape: 'Type or paste latitude and longitude as a map app copies them: 18.5204, 73.8567',
  latitude: 'The first number is the latitude: from -90 to 90.',
  longitude: 'The second number is the longitude: from -180 to 180.',
} as const;

export type ParsedCoordinates = { latitude: number; longitude: number } | { error: string };

const DECIMAL = String.raw`[-+]?\d+(?:\.\d+)?`;
/** Two decimals apart by a comma and/or spaces, as Google Maps, Apple Maps and OSM copy them. */
const PAIR = new RegExp(String.raw`^\s*(${DECIMAL})°?\s*(?:,\s*|\s+)(${DECIMAL})°?\s*$`);

/** Coordinates an admin typed or pasted ('18.5204, 73.8567'), or the message saying what is wrong. */
export function parseCoordinates(text: string): ParsedCoordinates {
  const match = PAIR.exec(text);
  if (!match?.[1] || !match[2]) return { error: coordinatesMessages.shape };
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90) return { error: coordinatesMessages.latitude };
  if (Math.abs(longitude) > 180) return { error: coordinatesMessages.longitude };
  return { latitude, longitude };
}

/** 'Proposed once 2 readings within 100 m from two people or two days agree.' */
export const evidenceRuleText = `A pin is proposed once two good readings within ${String(locationRules.agreeWithin)} m agree, from two people or two days; or type its coordinates.`;
