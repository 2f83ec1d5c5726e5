// OSM highways -> the road graph: who may use each way, in which direction and how fast. The rules
// follow the spirit of OSRM's car, bicycle and foot profiles, kept to what a city centre needs.
import type { LineString } from 'geojson';
import type { RoadGraphData, Way } from '../../demo/geo/road-graph-codec';
import type { OsmFeature, OsmTags } from './osm-features';

/** km/h by highway type; urban values, since the extract is a city. */
const CAR_SPEEDS: Record<string, number> = {
  motorway: 90,
  motorway_link: 45,
  trunk: 70,
  trunk_link: 40,
  primary: 50,
  primary_link: 30,
  secondary: 45,
  secondary_link: 30,
  tertiary: 40,
  tertiary_link: 25,
  unclassified: 30,
  residential: 25,
  living_street: 10,
  service: 15,
  road: 20,
};
const BIKE_SPEEDS: Record<string, number> = {
  trunk: 15,
  trunk_link: 15,
  primary: 15,
  primary_link: 15,
  secondary: 15,
  secondary_link: 15,
  tertiary: 15,
  tertiary_link: 15,
  unclassified: 15,
  residential: 15,
  living_street: 10,
  service: 12,
  road: 12,
  cycleway: 16,
  track: 12,
  path: 12,
};
/** Ways cyclists may use only on foot, pushing the bike, unless signed for bicycles. */
const BIKE_PUSH = new Set(['footway', 'pedestrian', 'steps', 'corridor']);
const FOOT_SPEEDS: Record<string, number> = {
  trunk: 5,
  trunk_link: 5,
  primary: 5,
  primary_link: 5,
  secondary: 5,
  secondary_link: 5,
  tertiary: 5,
  tertiary_link: 5,
  unclassified: 5,
  residential: 5,
  living_street: 5,
  service: 5,
  road: 5,
  pedestrian: 5,
  footway: 5,
  path: 5,
  cycleway: 5,
  track: 5,
  bridleway: 5,
  corridor: 5,
  steps: 3,
};
const WALKING_PUSH_SPEED = 5;
const STEPS_PUSH_SPEED = 2;

const DENIED = new Set(['no', 'private', 'agricultural', 'forestry', 'delivery', 'emergency']);
const GRANTED = new Set(['yes', 'designated', 'permissive', 'destination']);

/** The access tag that decides for a mode: the most specific one present. */
function allowed(tags: OsmTags, keys: string[]): boolean | undefined {
  for (const key of keys) {
    const value = tags[key];
    if (value === undefined) continue;
    if (GRANTED.has(value)) return true;
    if (DENIED.has(value)) return false;
  }
  return undefined;
}

function maxspeed(tags: OsmTags): number | undefined {
  const value = Number.parseFloat(tags.maxspeed ?? '');
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** 1: one-way along the drawing direction, -1: against it, 0: both ways. */
function onewayDirection(tags: OsmTags, highway: string, key = 'oneway'): 1 | -1 | 0 {
  const value = tags[key];
  if (value === 'yes' || value === '1' || value === 'true') return 1;
  if (value === '-1' || value === 'reverse') return -1;
  if (value === 'no') return 0;
  if (key === 'oneway' && (tags.junction === 'roundabout' || tags.junction === 'circular' || highway === 'motorway' || highway === 'motorway_link')) return 1;
  return 0;
}

const both = (speed: number, direction: 1 | -1 | 0): [number, number] => [direction === -1 ? 0 : speed, direction === 1 ? 0 : speed];

export function wayRules(tags: OsmTags): Omit<Way, 'nodes'> | undefined {
  const highway = tags.highway;
  if (!highway || tags.area === 'yes') return undefined;

  let car: [number, number] = [0, 0];
  const carSpeed = CAR_SPEEDS[highway];
  if (carSpeed && allowed(tags, ['motorcar', 'motor_vehicle', 'vehicle', 'access']) !== false && tags.service !== 'emergency_access') {
    car = both(Math.min(carSpeed, maxspeed(tags) ?? Infinity), onewayDirection(tags, highway));
  }

  let bike: [number, number] = [0, 0];
  let bikePush: [boolean, boolean] = [false, false];
  const bikeAccess = allowed(tags, ['bicycle', 'vehicle', 'access']);
  if (BIKE_PUSH.has(highway) && allowed(tags, ['bicycle']) !== true) {
    if (allowed(tags, ['foot', 'access']) !== false && tags.bicycle !== 'no') {
      const speed = highway === 'steps' ? STEPS_PUSH_SPEED : WALKING_PUSH_SPEED;
      bike = [speed, speed];
      bikePush = [true, true];
    }
  } else if ((BIKE_SPEEDS[highway] || (BIKE_PUSH.has(highway) && bikeAccess)) && bikeAccess !== false) {
    const speed = BIKE_SPEEDS[highway] ?? BIKE_SPEEDS.path;
    const contraflow = tags['oneway:bicycle'] === 'no' || /^opposite/.test(tags.cycleway ?? '');
    const direction = tags['oneway:bicycle'] ? onewayDirection(tags, highway, 'oneway:bicycle') : contraflow ? 0 : onewayDirection(tags, highway);
    bike = both(speed, direction);
    // Against a one-way street a cyclist may still walk the bike on the pavement.
    if (direction !== 0 && allowed(tags, ['foot']) !== false) {
      if (direction === 1) {
        bike[1] = WALKING_PUSH_SPEED;
        bikePush = [false, true];
      } else {
        bike[0] = WALKING_PUSH_SPEED;
        bikePush = [true, false];
      }
    }
  }

  let foot = 0;
  const footSpeed = FOOT_SPEEDS[highway];
  const footAccess = allowed(tags, ['foot', 'access']);
  if (footSpeed && footAccess !== false) foot = footSpeed;

  if (!car[0] && !car[1] && !bike[0] && !bike[1] && !foot) return undefined;
  return { name: tags.name ?? '', highway, car, bike, bikePush, foot, roundabout: tags.junction === 'roundabout' || tags.junction === 'circular' };
}

/** Ways meet where they share a node; in GeoJSON that is an identical coordinate. */
export function buildRoadGraph(features: OsmFeature[]): RoadGraphData {
  const coordinates: [number, number][] = [];
  const ids = new Map<string, number>();
  const ways: Way[] = [];
  for (const feature of features) {
    if (feature.geometry?.type !== 'LineString' || !feature.properties) continue;
    const rules = wayRules(feature.properties);
    if (!rules) continue;
    const nodes = (feature.geometry as LineString).coordinates.map(([lon, lat]) => {
      const key = `${lon},${lat}`;
      let id = ids.get(key);
      if (id === undefined) {
        id = coordinates.push([lon, lat]) - 1;
        ids.set(key, id);
      }
      return id;
    });
    ways.push({ ...rules, nodes });
  }
  return { coordinates, ways };
}
