/**
 * The tag layer (`window.dataLayer`) and the events the site pushes to it. One typed
 * union, so an event cannot be pushed with a wrong name or missing fields. Consent commands go
 * through `gtag()`, which pushes an `arguments` object exactly as Google's snippet does (the
 * analytics tag only reads consent and config commands in that form).
 */

/** An item of a list or a viewed item, in GA4's ecommerce shape. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
}

export type DataLayerEvent =
  | {
      event: 'view_item_list';
      item_list_id: string;
      item_list_name: string;
      items: AnalyticsItem[];
    }
  | {
      event: 'select_item';
      item_list_id: string;
      item_list_name: string;
      items: AnalyticsItem[];
    }
  | { event: 'view_item'; items: AnalyticsItem[] }
  | {
      event: 'cta_click';
      label: string;
      from: string;
      location: string;
      timestamp: number | string;
      location_context?: string;
    }
  | {
      event: 'generate_lead';
      lead_type: 'website_contact';
      currency: 'GBP';
      /** The call to action the visitor came from, when the contact page knows it. */
      source_label?: string;
      source_path?: string;
      contact_preference?: string;
    }
  | {
      event: 'file_download';
      file_name: string;
      file_extension: string;
      link_url: string;
      link_text?: string;
    }
  | {
      event: 'search';
      search_term: string;
      /** The site search's (/search) results for the term; the catalogue's search sends its count in `view_search_results`. */
      results_count?: number;
    }
  | { event: 'view_search_results'; search_term: string; results_count: number }
  | { event: 'filter'; filter_type: string; filter_value: string; results_count?: number }
  | { event: 'video_start'; video_title: string; video_url: string }
  | { event: 'video_progress'; video_title: string; video_url: string; video_percent: number }
  | { event: 'video_complete'; video_title: string; video_url: string };

export type DataLayerEventName = DataLayerEvent['event'];

/** What the tag layer holds: our event objects and gtag's `arguments` objects. */
export type DataLayerEntry = DataLayerEvent | IArguments | Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** The page's tag layer, created on first use. Undefined on the server. */
export function dataLayer(): DataLayerEntry[] | undefined {
  if (typeof window === 'undefined') return undefined;
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Push one event to the tag layer. Does nothing on the server; never throws. */
export function pushEvent(event: DataLayerEvent): void {
  try {
    dataLayer()?.push(event);
  } catch {
    // A page script replaced dataLayer with something without push: analytics is never worth
    // breaking the page for.
  }
}

/** Google's `gtag()` command function: pushes its `arguments` object to the tag layer. */
export function gtag(..._args: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: the tag reads commands as `arguments` objects.
  const args = arguments;
  try {
    dataLayer()?.push(args);
  } catch {}
}
