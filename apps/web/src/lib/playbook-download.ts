/** The playbook document, served by the API to anyone. */
export const PLAYBOOK_DOWNLOAD_PATH = '/api/playbook/download';

/** Starts the download of the playbook document in this window (the server sends it as an attachment). */
export function startPlaybookDownload(): void {
  window.location.assign(PLAYBOOK_DOWNLOAD_PATH);
}
