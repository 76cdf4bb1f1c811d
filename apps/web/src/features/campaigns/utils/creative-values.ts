import type { AdFormatFamily, Creative, CreativeInput, CreativeStatus } from '@panel/contract';

/** An empty number input: Mantine's NumberInput gives '' until something is typed. */
export type NumberValue = number | '';

/**
 * One creative as the editor holds it: every field of every family, as text, so switching a
 * field's kind never loses what was typed. Only the fields of `type` are sent.
 */
export interface CreativeValues {
  /** Tells the cards apart for React; never sent. */
  key: string;
  /** Present on creatives the server already has: sending it updates that creative. */
  id?: number;
  type: AdFormatFamily;
  name: string;
  click_url: string;
  image_url: string;
  icon_url: string;
  markup: string;
  video_url: string;
  duration_seconds: NumberValue;
  vast_source: 'url' | 'xml';
  vast_url: string;
  vast_xml: string;
  title: string;
  text: string;
  description: string;
  brand_name: string;
  location: string;
  starts_after_minutes: NumberValue;
  duration_minutes: NumberValue;
  /** Moderation state of a saved creative, shown on its card. */
  status: CreativeStatus | null;
  reject_reason: string | null;
}

let lastKey = 0;
const nextKey = () => `creative-${++lastKey}`;

export function blankCreative(type: AdFormatFamily, index = 0): CreativeValues {
  return {
    key: nextKey(),
    type,
    name: `Ad ${index + 1}`,
    click_url: '',
    image_url: '',
    icon_url: '',
    markup: '',
    video_url: '',
    duration_seconds: '',
    vast_source: 'url',
    vast_url: '',
    vast_xml: '',
    title: '',
    text: '',
    description: '',
    brand_name: '',
    location: '',
    starts_after_minutes: 0,
    duration_minutes: 60,
    status: null,
    reject_reason: null,
  };
}

const text = (value: string | null | undefined) => value ?? '';
const count = (value: number | undefined): NumberValue => value ?? '';

export function creativeToValues(creative: Creative): CreativeValues {
  const blank = blankCreative(creative.type);
  return {
    ...blank,
    id: creative.id,
    name: creative.name,
    click_url: text(creative.click_url),
    image_url: text(creative.image_url),
    icon_url: text(creative.icon_url),
    markup: text(creative.markup),
    video_url: text(creative.video_url),
    duration_seconds: count(creative.duration_seconds),
    vast_source: creative.vast_xml ? 'xml' : 'url',
    vast_url: text(creative.vast_url),
    vast_xml: text(creative.vast_xml),
    title: text(creative.title),
    text: text(creative.text),
    description: text(creative.description),
    brand_name: text(creative.brand_name),
    location: text(creative.location),
    starts_after_minutes: count(creative.starts_after_minutes) || blank.starts_after_minutes,
    duration_minutes: count(creative.duration_minutes) || blank.duration_minutes,
    status: creative.status,
    reject_reason: creative.reject_reason,
  };
}

/** A blank optional text is "not given"; NaN stands for an empty number, which the schema refuses. */
const orNull = (value: string) => (value.trim() === '' ? null : value);
const num = (value: NumberValue) => (value === '' ? Number.NaN : value);

/** The creative as POST and PUT take it: its family's fields only (the schemas are strict). */
export function creativePayload(c: CreativeValues): CreativeInput {
  const common = { ...(c.id === undefined ? {} : { id: c.id }), name: c.name };
  const click_url = orNull(c.click_url);
  switch (c.type) {
    case 'image':
      return { ...common, type: 'image', image_url: c.image_url, click_url };
    case 'tag':
      return { ...common, type: 'tag', markup: c.markup };
    case 'url':
      return { ...common, type: 'url', click_url };
    case 'popunder':
      return { ...common, type: 'popunder', click_url };
    case 'video':
      return {
        ...common,
        type: 'video',
        video_url: c.video_url,
        duration_seconds: num(c.duration_seconds),
        click_url,
      };
    case 'vast':
      return {
        ...common,
        type: 'vast',
        vast_url: c.vast_source === 'url' ? c.vast_url : null,
        vast_xml: c.vast_source === 'xml' ? c.vast_xml : null,
      };
    case 'native':
      return {
        ...common,
        type: 'native',
        title: c.title,
        description: c.description,
        brand_name: orNull(c.brand_name),
        icon_url: c.icon_url,
        image_url: c.image_url,
        click_url,
      };
    case 'push':
      return {
        ...common,
        type: 'push',
        title: c.title,
        text: c.text,
        icon_url: c.icon_url,
        image_url: orNull(c.image_url),
        click_url,
      };
    case 'calendar':
      return {
        ...common,
        type: 'calendar',
        title: c.title,
        description: c.description,
        location: orNull(c.location),
        starts_after_minutes: num(c.starts_after_minutes),
        duration_minutes: num(c.duration_minutes),
        click_url,
      };
  }
}
