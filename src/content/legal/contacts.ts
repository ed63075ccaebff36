/**
 * Who answers for the site's data and terms: the controller (Response, at its London
 * headquarters, from the one list of offices) and the privacy address.
 */
import type { EmailContact } from '../company/offices';
import { headquarters, officeCities as officeCitiesIn } from '../company/offices';

/** Where questions about personal data and requests to use your rights go. */
export const privacyContact: EmailContact = {
  label: 'Privacy',
  email: 'privacy@response.example',
};

/** The controller's postal address: Response at its headquarters, one entry per line. */
export const controllerAddress: ReadonlyArray<string> = ['Response', ...headquarters.address];

/** The same address on one line, for a sentence. */
export const controllerAddressInline = controllerAddress.slice(1).join(', ');

/** Where the team works, as running text writes it: 'New York, London, Istanbul and Dubai'. */
export const officeCities = officeCitiesIn('and');
