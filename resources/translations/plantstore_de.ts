<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de">
  <context>
    <name>Accessible</name>
    <message>
      <source>Clear {field}</source>
      <comment>a clear button's name; {field} is the field's name</comment>
      <translation>{field} leeren</translation>
    </message>
    <message>
      <source>the text</source>
      <comment>what a clear button clears</comment>
      <translation>den Text</translation>
    </message>
  </context>
  <context>
    <name>Batch</name>
    <message>
      <source>Spaces around the id were trimmed.</source>
      <translation>Leerzeichen um die ID wurden entfernt.</translation>
    </message>
    <message>
      <source>{file} is over {megabytes} MB; split it up.</source>
      <translation>{file} ist größer als {megabytes} MB; bitte teilen Sie die Datei auf.</translation>
    </message>
    <message>
      <source>{file} looks like a workbook; save it as CSV first.</source>
      <translation>{file} sieht wie eine Arbeitsmappe aus; speichern Sie sie zuerst als CSV.</translation>
    </message>
    <message>
      <source>{file} is not a text file.</source>
      <translation>{file} ist keine Textdatei.</translation>
    </message>
    <message>
      <source>Cannot read {file}: {reason}.</source>
      <translation>{file} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
      <source>The sheet is empty.</source>
      <translation>Die Tabelle ist leer.</translation>
    </message>
    <message>
      <source>Line {line} cannot be read ({reason}). Check its quotes.</source>
      <translation>Zeile {line} kann nicht gelesen werden ({reason}). Prüfen Sie die Anführungszeichen.</translation>
    </message>
    <message>
      <source>The sheet has a header row but no plants under it.</source>
      <translation>Die Tabelle hat eine Kopfzeile, aber keine Pflanzen darunter.</translation>
    </message>
    <message>
      <source>This is not a text file.</source>
      <translation>Dies ist keine Textdatei.</translation>
    </message>
    <message>
      <source>The row starting on line {line} runs past {most} characters; a row may hold at most {most}. Check its quotes: a quote left open takes in the lines after it.</source>
      <translation>Der Datensatz ab Zeile {line} ist länger als {most} Zeichen; ein Datensatz darf höchstens {most} Zeichen haben. Prüfen Sie die Anführungszeichen: Ein offenes Anführungszeichen nimmt die folgenden Zeilen mit auf.</translation>
    </message>
    <message>
      <source>Line {line} is longer than {most} characters; a row may hold at most {most}.</source>
      <translation>Zeile {line} ist länger als {most} Zeichen; ein Datensatz darf höchstens {most} Zeichen haben.</translation>
    </message>
    <message>
      <source>Line {line} has more than {most} columns; a sheet may have at most {most}.</source>
      <translation>Zeile {line} hat mehr als {most} Spalten; eine Tabelle darf höchstens {most} haben.</translation>
    </message>
    <message>
      <source>A cell in the row on line {line} holds more than {most} characters; a cell may hold at most {most}.</source>
      <translation>Eine Zelle des Datensatzes in Zeile {line} hat mehr als {most} Zeichen; eine Zelle darf höchstens {most} haben.</translation>
    </message>
    <message>
      <source>The sheet has more than {most} rows; split it into sheets of at most {most}.</source>
      <translation>Die Tabelle hat mehr als {most} Zeilen; teilen Sie sie in Tabellen mit höchstens {most} Zeilen auf.</translation>
    </message>
    <message>
      <source>Column {number}</source>
      <comment>a sheet's column without a header</comment>
      <translation>Spalte {number}</translation>
    </message>
    <message>
      <source>Choose a different column for each of id, name and tag.</source>
      <translation>Wählen Sie für ID, Name und Tag jeweils eine andere Spalte.</translation>
    </message>
    <message>
      <source>Id {id} is also on line {line}.</source>
      <translation>ID {id} steht auch in Zeile {line}.</translation>
    </message>
  </context>
  <context>
    <name>BatchLauncher</name>
    <message>
      <source>&amp;Stop and quit</source>
      <translation>&amp;Anhalten und beenden</translation>
    </message>
    <message>
      <source>Plants from this spreadsheet are still being sent; no new row starts while you decide. Stop after the rows on their way and close this window? The rows left are not sent: to send them later, open the spreadsheet again (the plants already created are left out).</source>
      <translation>Pflanzen aus dieser Tabelle werden noch gesendet; solange Sie entscheiden, startet keine neue Zeile. Nach den Zeilen, die unterwegs sind, anhalten und dieses Fenster schließen? Die übrigen Zeilen werden nicht gesendet: Um sie später zu senden, öffnen Sie die Tabelle erneut (bereits angelegte Pflanzen werden ausgelassen).</translation>
    </message>
    <message>
      <source>Plants from a spreadsheet are still being sent; no new row starts while you decide. Stop after the rows on their way and quit?</source>
      <translation>Pflanzen aus einer Tabelle werden noch gesendet; solange Sie entscheiden, startet keine neue Zeile. Nach den Zeilen, die unterwegs sind, anhalten und beenden?</translation>
    </message>
    <message numerus="yes">
      <source>%Ln row not sent yet waits in the outbox and goes out when the app starts again.</source>
      <translation>
        <numerusform>%Ln noch nicht gesendete Zeile wartet im Postausgang und geht beim nächsten Start der App hinaus.</numerusform>
        <numerusform>%Ln noch nicht gesendete Zeilen warten im Postausgang und gehen beim nächsten Start der App hinaus.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows not sent yet wait in the outbox and go out when the app starts again.</source>
      <translation>
        <numerusform>%Ln noch nicht gesendete Zeile wartet im Postausgang und geht beim nächsten Start der App hinaus.</numerusform>
        <numerusform>%Ln noch nicht gesendete Zeilen warten im Postausgang und gehen beim nächsten Start der App hinaus.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln row the batch has not reached yet is not sent: to send it, open the spreadsheet again (the plants already created are left out).</source>
      <translation>
        <numerusform>%Ln Zeile, die der Stapel noch nicht erreicht hat, wird nicht gesendet: Um sie zu senden, öffnen Sie die Tabelle erneut (bereits angelegte Pflanzen werden ausgelassen).</numerusform>
        <numerusform>%Ln Zeilen, die der Stapel noch nicht erreicht hat, werden nicht gesendet: Um sie zu senden, öffnen Sie die Tabelle erneut (bereits angelegte Pflanzen werden ausgelassen).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows the batch has not reached yet are not sent: to send them, open the spreadsheet again (the plants already created are left out).</source>
      <translation>
        <numerusform>%Ln Zeile, die der Stapel noch nicht erreicht hat, wird nicht gesendet: Um sie zu senden, öffnen Sie die Tabelle erneut (bereits angelegte Pflanzen werden ausgelassen).</numerusform>
        <numerusform>%Ln Zeilen, die der Stapel noch nicht erreicht hat, werden nicht gesendet: Um sie zu senden, öffnen Sie die Tabelle erneut (bereits angelegte Pflanzen werden ausgelassen).</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Stop and close</source>
      <translation>&amp;Anhalten und schließen</translation>
    </message>
    <message>
      <source>A batch is still sending</source>
      <translation>Ein Stapel wird noch gesendet</translation>
    </message>
    <message>
      <source>&amp;Keep sending</source>
      <translation>&amp;Weiter senden</translation>
    </message>
    <message>
      <source>Open a spreadsheet</source>
      <translation>Tabelle öffnen</translation>
    </message>
    <message>
      <source>Spreadsheets (*.csv *.tsv *.txt);;All files (*)</source>
      <comment>file dialog filters</comment>
      <translation>Tabellen (*.csv *.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
      <source>The clipboard holds no rows: copy them from a spreadsheet first.</source>
      <translation>Die Zwischenablage enthält keine Zeilen: Kopieren Sie sie zuerst aus einer Tabelle.</translation>
    </message>
    <message>
      <source>Pasted rows</source>
      <translation>Eingefügte Zeilen</translation>
    </message>
    <message>
      <source>The rows could not be read: {error}</source>
      <translation>Die Zeilen konnten nicht gelesen werden: {error}</translation>
    </message>
    <message>
      <source>{source} → {server}</source>
      <comment>rows from a file or a paste, to a server</comment>
      <translation>{source} → {server}</translation>
    </message>
    <message>
      <source>{source} → no server</source>
      <comment>rows from a file or a paste, no server</comment>
      <translation>{source} → kein Server</translation>
    </message>
  </context>
  <context>
    <name>BatchRunner</name>
    <message>
      <source>The batch was stopped before every row was sent.</source>
      <translation>Der Stapel wurde angehalten, bevor alle Zeilen gesendet waren.</translation>
    </message>
    <message>
      <source>The history could not be kept, so no more rows are sent: {problem}</source>
      <translation>Der Verlauf konnte nicht geführt werden, daher werden keine weiteren Zeilen gesendet: {problem}</translation>
    </message>
    <message>
      <source>The connection settings cannot be used: {reason}</source>
      <translation>Die Verbindungseinstellungen können nicht verwendet werden: {reason}</translation>
    </message>
    <message>
      <source>The batch stopped on an internal error: {error}</source>
      <translation>Der Stapel wurde wegen eines internen Fehlers angehalten: {error}</translation>
    </message>
  </context>
  <context>
    <name>BatchTable</name>
    <message>
      <source>Line</source>
      <comment>a sheet's line number</comment>
      <translation>Zeile</translation>
    </message>
    <message>
      <source>Id</source>
      <comment>a plant's id</comment>
      <translation>ID</translation>
    </message>
    <message>
      <source>Name</source>
      <comment>a plant's name</comment>
      <translation>Name</translation>
    </message>
    <message>
      <source>Tag</source>
      <comment>a plant's tag</comment>
      <translation>Tag</translation>
    </message>
    <message>
      <source>Result</source>
      <comment>what came of a row</comment>
      <translation>Ergebnis</translation>
    </message>
    <message>
      <source>Not sent: you cancelled the batch.</source>
      <translation>Nicht gesendet: Sie haben den Stapel abgebrochen.</translation>
    </message>
    <message>
      <source>Not sent yet: waiting in the outbox.</source>
      <translation>Noch nicht gesendet: wartet im Postausgang.</translation>
    </message>
    <message>
      <source>Not sent: the batch stopped first.</source>
      <translation>Nicht gesendet: Der Stapel wurde vorher angehalten.</translation>
    </message>
    <message>
      <source>Not sent: this plant may already have reached the server; check it in the history first.</source>
      <translation>Nicht gesendet: Diese Pflanze hat den Server vielleicht schon erreicht; prüfen Sie sie zuerst im Verlauf.</translation>
    </message>
    <message>
      <source>Not sent: this server created this plant already.</source>
      <translation>Nicht gesendet: Dieser Server hat diese Pflanze bereits angelegt.</translation>
    </message>
    <message>
      <source>Sent by another part of the app; see the history.</source>
      <translation>Von einem anderen Teil der App gesendet; siehe Verlauf.</translation>
    </message>
    <message>
      <source>Waiting in the outbox · {summary}</source>
      <translation>Wartet im Postausgang · {summary}</translation>
    </message>
    <message>
      <source>Needs checking · {summary}</source>
      <translation>Prüfung nötig · {summary}</translation>
    </message>
    <message>
      <source>Ready</source>
      <comment>a row not sent yet</comment>
      <translation>Bereit</translation>
    </message>
    <message>
      <source>Already created on this server at {time}.</source>
      <translation>Auf diesem Server bereits um {time} angelegt.</translation>
    </message>
    <message>
      <source>Already created on this server on {date} at {time}.</source>
      <translation>Auf diesem Server bereits am {date} um {time} angelegt.</translation>
    </message>
  </context>
  <context>
    <name>BatchWindow</name>
    <message>
      <source>Send many plants</source>
      <translation>Viele Pflanzen senden</translation>
    </message>
    <message>
      <source>&amp;Id column:</source>
      <translation>&amp;ID-Spalte:</translation>
    </message>
    <message>
      <source>Id column</source>
      <translation>ID-Spalte</translation>
    </message>
    <message>
      <source>&amp;Name column:</source>
      <translation>&amp;Namensspalte:</translation>
    </message>
    <message>
      <source>Name column</source>
      <translation>Namensspalte</translation>
    </message>
    <message>
      <source>&amp;Tag column:</source>
      <translation>&amp;Tag-Spalte:</translation>
    </message>
    <message>
      <source>Tag column</source>
      <translation>Tag-Spalte</translation>
    </message>
    <message>
      <source>Batch summary</source>
      <translation>Stapelübersicht</translation>
    </message>
    <message>
      <source>List only the rows with problems and the rows that were sent but not created.</source>
      <translation>Nur Zeilen mit Problemen und Zeilen anzeigen, die gesendet, aber nicht angelegt wurden.</translation>
    </message>
    <message>
      <source>Show only problems</source>
      <translation>Nur Probleme anzeigen</translation>
    </message>
    <message>
      <source>Rows</source>
      <comment>the table of a sheet's rows</comment>
      <translation>Zeilen</translation>
    </message>
    <message>
      <source>Batch progress</source>
      <translation>Stapelfortschritt</translation>
    </message>
    <message>
      <source>&amp;Send</source>
      <comment>button</comment>
      <translation>&amp;Senden</translation>
    </message>
    <message numerus="yes">
      <source>Checking %Ln row…</source>
      <translation>
        <numerusform>%Ln Zeile wird geprüft…</numerusform>
        <numerusform>%Ln Zeilen werden geprüft…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Checking %Ln rows…</source>
      <translation>
        <numerusform>%Ln Zeile wird geprüft…</numerusform>
        <numerusform>%Ln Zeilen werden geprüft…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Sending %Ln row to {server}…</source>
      <translation>
        <numerusform>%Ln Zeile wird an {server} gesendet…</numerusform>
        <numerusform>%Ln Zeilen werden an {server} gesendet…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Sending %Ln rows to {server}…</source>
      <translation>
        <numerusform>%Ln Zeile wird an {server} gesendet…</numerusform>
        <numerusform>%Ln Zeilen werden an {server} gesendet…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>&amp;Send %Ln row</source>
      <translation>
        <numerusform>%Ln Zeile &amp;senden</numerusform>
        <numerusform>%Ln Zeilen &amp;senden</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>&amp;Send %Ln rows</source>
      <translation>
        <numerusform>%Ln Zeile &amp;senden</numerusform>
        <numerusform>%Ln Zeilen &amp;senden</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Pause</source>
      <comment>button that pauses sending</comment>
      <translation>&amp;Pause</translation>
    </message>
    <message>
      <source>C&amp;ancel</source>
      <comment>button that cancels the batch</comment>
      <translation>&amp;Abbrechen</translation>
    </message>
    <message>
      <source>Send the rest a&amp;gain</source>
      <translation>&amp;Rest erneut senden</translation>
    </message>
    <message>
      <source>Send the rows that never reached the server. Rows that may have reached it are listed and sent only if you confirm.</source>
      <translation>Sendet die Zeilen, die den Server nie erreicht haben. Zeilen, die ihn vielleicht erreicht haben, werden aufgelistet und nur nach Ihrer Bestätigung gesendet.</translation>
    </message>
    <message>
      <source>&amp;Export results…</source>
      <translation>Ergebnisse &amp;exportieren…</translation>
    </message>
    <message>
      <source>&amp;Close</source>
      <comment>button that closes the window</comment>
      <translation>S&amp;chließen</translation>
    </message>
    <message>
      <source>(none)</source>
      <comment>no tag column</comment>
      <translation>(keine)</translation>
    </message>
    <message>
      <source>Choose which column holds the id and which the name.</source>
      <translation>Wählen Sie, welche Spalte die ID und welche den Namen enthält.</translation>
    </message>
    <message>
      <source>This plant was already created by this batch.</source>
      <translation>Diese Pflanze wurde bereits von diesem Stapel angelegt.</translation>
    </message>
    <message>
      <source>It was not already created by this batch.</source>
      <translation>Sie wurde noch nicht von diesem Stapel angelegt.</translation>
    </message>
    <message numerus="yes">
      <source>{created} of these %Ln plants was already created by this batch.</source>
      <translation>
        <numerusform>{created} von %Ln Pflanze wurde bereits von diesem Stapel angelegt.</numerusform>
        <numerusform>{created} von diesen %Ln Pflanzen wurde bereits von diesem Stapel angelegt.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{created} of these %Ln plants were already created by this batch.</source>
      <translation>
        <numerusform>{created} von %Ln Pflanze wurden bereits von diesem Stapel angelegt.</numerusform>
        <numerusform>{created} von diesen %Ln Pflanzen wurden bereits von diesem Stapel angelegt.</numerusform>
      </translation>
    </message>
    <message>
      <source>Sending every row again sends the created ones a second time: the server may create them twice or refuse them as duplicates. To send only the rows that never reached the server, use Send the rest again.</source>
      <comment>“Send the rest again” is the name of a button</comment>
      <translation>Wenn Sie alle Zeilen erneut senden, werden die angelegten ein zweites Mal gesendet: Der Server legt sie dann vielleicht doppelt an oder lehnt sie als Duplikate ab. Um nur die Zeilen zu senden, die den Server nie erreicht haben, verwenden Sie „Rest erneut senden“.</translation>
    </message>
    <message>
      <source>Send every row again?</source>
      <translation>Alle Zeilen erneut senden?</translation>
    </message>
    <message>
      <source>&amp;Send all again</source>
      <translation>Alle erneut &amp;senden</translation>
    </message>
    <message numerus="yes">
      <source>{ids} and %Ln more</source>
      <comment>a list of plant ids, then how many more</comment>
      <translation>
        <numerusform>{ids} und %Ln weitere</numerusform>
        <numerusform>{ids} und %Ln weitere</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows may already have reached the server: their request left and no complete answer came back (ids {ids}). Sending them again may create them twice. Send them too?</source>
      <translation>
        <numerusform>%Ln Zeile hat den Server vielleicht schon erreicht: Die Anfrage wurde gesendet, aber keine vollständige Antwort kam zurück (IDs {ids}). Erneutes Senden kann sie doppelt anlegen. Trotzdem auch senden?</numerusform>
        <numerusform>%Ln Zeilen haben den Server vielleicht schon erreicht: Die Anfragen wurden gesendet, aber keine vollständige Antwort kam zurück (IDs {ids}). Erneutes Senden kann sie doppelt anlegen. Trotzdem auch senden?</numerusform>
      </translation>
    </message>
    <message>
      <source>The history is off, so the app keeps no record of this batch. If the app stops while sending, it cannot tell which rows reached the server. Send anyway?</source>
      <translation>Der Verlauf ist ausgeschaltet, daher hält die App nichts von diesem Stapel fest. Wenn die App beim Senden beendet wird, lässt sich nicht feststellen, welche Zeilen den Server erreicht haben. Trotzdem senden?</translation>
    </message>
    <message>
      <source>The rows could not be checked: {error}</source>
      <translation>Die Zeilen konnten nicht geprüft werden: {error}</translation>
    </message>
    <message>
      <source>Nothing was sent.</source>
      <translation>Nichts wurde gesendet.</translation>
    </message>
    <message>
      <source>Nothing was sent: the rows left may already have reached the server, and you chose not to send them again.</source>
      <translation>Nichts wurde gesendet: Die übrigen Zeilen haben den Server vielleicht schon erreicht, und Sie haben sich gegen erneutes Senden entschieden.</translation>
    </message>
    <message>
      <source>No row is left to send: the server answered every row.</source>
      <translation>Keine Zeile mehr zu senden: Der Server hat auf jede Zeile geantwortet.</translation>
    </message>
    <message>
      <source>1 row may already have reached the server: its request left and no complete answer came back (id {id}). Sending it again may create it twice. Send it too?</source>
      <translation>1 Zeile hat den Server vielleicht schon erreicht: Die Anfrage wurde gesendet, aber keine vollständige Antwort kam zurück (ID {id}). Erneutes Senden kann sie doppelt anlegen. Trotzdem auch senden?</translation>
    </message>
    <message>
      <source>Send &amp;it too</source>
      <translation>Auch &amp;senden</translation>
    </message>
    <message>
      <source>Send &amp;them too</source>
      <translation>Auch &amp;senden</translation>
    </message>
    <message numerus="yes">
      <source>%Ln other row never reached the server.</source>
      <translation>
        <numerusform>%Ln weitere Zeile hat den Server nie erreicht.</numerusform>
        <numerusform>%Ln weitere Zeilen haben den Server nie erreicht.</numerusform>
      </translation>
    </message>
    <message>
      <source>Send only the &amp;other row</source>
      <translation>&amp;Nur die übrige Zeile senden</translation>
    </message>
    <message numerus="yes">
      <source>%Ln other rows never reached the server.</source>
      <translation>
        <numerusform>%Ln weitere Zeile hat den Server nie erreicht.</numerusform>
        <numerusform>%Ln weitere Zeilen haben den Server nie erreicht.</numerusform>
      </translation>
    </message>
    <message>
      <source>Send only the &amp;others</source>
      <translation>&amp;Nur die übrigen senden</translation>
    </message>
    <message>
      <source>Send rows that may have arrived?</source>
      <translation>Zeilen senden, die vielleicht angekommen sind?</translation>
    </message>
    <message>
      <source>Preparing the rows to send…</source>
      <translation>Zeilen werden zum Senden vorbereitet…</translation>
    </message>
    <message>
      <source>Send without a history?</source>
      <translation>Ohne Verlauf senden?</translation>
    </message>
    <message>
      <source>Send &amp;without a history</source>
      <translation>&amp;Ohne Verlauf senden</translation>
    </message>
    <message>
      <source>, </source>
      <comment>between the parts of a list of results</comment>
      <translation>, </translation>
    </message>
    <message>
      <source>Stopped. {reason} So far: {results}.</source>
      <translation>Angehalten. {reason} Bisher: {results}.</translation>
    </message>
    <message>
      <source>Stopped. {reason} So far: nothing was sent.</source>
      <translation>Angehalten. {reason} Bisher wurde nichts gesendet.</translation>
    </message>
    <message>
      <source>Done: {results}.</source>
      <translation>Fertig: {results}.</translation>
    </message>
    <message>
      <source>Done: nothing was sent.</source>
      <translation>Fertig: Nichts wurde gesendet.</translation>
    </message>
    <message numerus="yes">
      <source>Stopped. {reason} So far in this run: {results}; with the rows sent before, {created} of %Ln plants are created.</source>
      <translation>
        <numerusform>Angehalten. {reason} Bisher in diesem Durchgang: {results}; mit den zuvor gesendeten Zeilen sind {created} von %Ln Pflanze angelegt.</numerusform>
        <numerusform>Angehalten. {reason} Bisher in diesem Durchgang: {results}; mit den zuvor gesendeten Zeilen sind {created} von %Ln Pflanzen angelegt.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Stopped. {reason} Nothing was sent in this run; with the rows sent before, {created} of %Ln plants are created.</source>
      <translation>
        <numerusform>Angehalten. {reason} In diesem Durchgang wurde nichts gesendet; mit den zuvor gesendeten Zeilen sind {created} von %Ln Pflanze angelegt.</numerusform>
        <numerusform>Angehalten. {reason} In diesem Durchgang wurde nichts gesendet; mit den zuvor gesendeten Zeilen sind {created} von %Ln Pflanzen angelegt.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Done: {results} in this run; with the rows sent before, {created} of %Ln plants are created.</source>
      <translation>
        <numerusform>Fertig: {results} in diesem Durchgang; mit den zuvor gesendeten Zeilen sind {created} von %Ln Pflanze angelegt.</numerusform>
        <numerusform>Fertig: {results} in diesem Durchgang; mit den zuvor gesendeten Zeilen sind {created} von %Ln Pflanzen angelegt.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Done: nothing was sent in this run; with the rows sent before, {created} of %Ln plants are created.</source>
      <translation>
        <numerusform>Fertig: In diesem Durchgang wurde nichts gesendet; mit den zuvor gesendeten Zeilen sind {created} von %Ln Pflanze angelegt.</numerusform>
        <numerusform>Fertig: In diesem Durchgang wurde nichts gesendet; mit den zuvor gesendeten Zeilen sind {created} von %Ln Pflanzen angelegt.</numerusform>
      </translation>
    </message>
    <message>
      <source>{finished} of {total} done</source>
      <comment>rows with a result</comment>
      <translation>{finished} von {total} erledigt</translation>
    </message>
    <message numerus="yes">
      <source>%Ln row: {ready} ready to send.</source>
      <translation>
        <numerusform>%Ln Zeile: {ready} bereit zum Senden.</numerusform>
        <numerusform>%Ln Zeilen: {ready} bereit zum Senden.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows: {ready} ready to send.</source>
      <translation>
        <numerusform>%Ln Zeile: {ready} bereit zum Senden.</numerusform>
        <numerusform>%Ln Zeilen: {ready} bereit zum Senden.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln row: {ready} ready to send, 1 with problems (it is not sent).</source>
      <translation>
        <numerusform>%Ln Zeile: {ready} bereit zum Senden, 1 mit Problemen (wird nicht gesendet).</numerusform>
        <numerusform>%Ln Zeilen: {ready} bereit zum Senden, 1 mit Problemen (wird nicht gesendet).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows: {ready} ready to send, 1 with problems (it is not sent).</source>
      <translation>
        <numerusform>%Ln Zeile: {ready} bereit zum Senden, 1 mit Problemen (wird nicht gesendet).</numerusform>
        <numerusform>%Ln Zeilen: {ready} bereit zum Senden, 1 mit Problemen (wird nicht gesendet).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows: {ready} ready to send, {problems} with problems (they are not sent).</source>
      <translation>
        <numerusform>%Ln Zeile: {ready} bereit zum Senden, {problems} mit Problemen (werden nicht gesendet).</numerusform>
        <numerusform>%Ln Zeilen: {ready} bereit zum Senden, {problems} mit Problemen (werden nicht gesendet).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>On %Ln row, spaces around the id were trimmed.</source>
      <translation>
        <numerusform>In %Ln Zeile wurden Leerzeichen um die ID entfernt.</numerusform>
        <numerusform>In %Ln Zeilen wurden Leerzeichen um die ID entfernt.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>On %Ln rows, spaces around the id were trimmed.</source>
      <translation>
        <numerusform>In %Ln Zeile wurden Leerzeichen um die ID entfernt.</numerusform>
        <numerusform>In %Ln Zeilen wurden Leerzeichen um die ID entfernt.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln row with problems was not sent.</source>
      <translation>
        <numerusform>%Ln Zeile mit Problemen wurde nicht gesendet.</numerusform>
        <numerusform>%Ln Zeilen mit Problemen wurden nicht gesendet.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows with problems were not sent.</source>
      <translation>
        <numerusform>%Ln Zeile mit Problemen wurde nicht gesendet.</numerusform>
        <numerusform>%Ln Zeilen mit Problemen wurden nicht gesendet.</numerusform>
      </translation>
    </message>
    <message>
      <source>{count} created</source>
      <comment>plants</comment>
      <translation>{count} angelegt</translation>
    </message>
    <message numerus="yes">
      <source>%Ln row a second</source>
      <translation>
        <numerusform>%Ln Zeile pro Sekunde</numerusform>
        <numerusform>%Ln Zeilen pro Sekunde</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows a second</source>
      <translation>
        <numerusform>%Ln Zeile pro Sekunde</numerusform>
        <numerusform>%Ln Zeilen pro Sekunde</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The rows not sent wait in the outbox, except %Ln row the batch had not reached: it is not sent.</source>
      <translation>
        <numerusform>Die nicht gesendeten Zeilen warten im Postausgang, außer %Ln Zeile, die der Stapel nicht erreicht hatte: Sie wird nicht gesendet.</numerusform>
        <numerusform>Die nicht gesendeten Zeilen warten im Postausgang, außer %Ln Zeilen, die der Stapel nicht erreicht hatte: Sie werden nicht gesendet.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The rows not sent wait in the outbox, except %Ln rows the batch had not reached: they are not sent.</source>
      <translation>
        <numerusform>Die nicht gesendeten Zeilen warten im Postausgang, außer %Ln Zeile, die der Stapel nicht erreicht hatte: Sie wird nicht gesendet.</numerusform>
        <numerusform>Die nicht gesendeten Zeilen warten im Postausgang, außer %Ln Zeilen, die der Stapel nicht erreicht hatte: Sie werden nicht gesendet.</numerusform>
      </translation>
    </message>
    <message>
      <source>Stopping: no new row is sent, and this window closes once the rows on their way have their answer.</source>
      <translation>Wird angehalten: Es startet keine neue Zeile, und dieses Fenster schließt sich, sobald die Zeilen, die unterwegs sind, ihre Antwort haben.</translation>
    </message>
    <message>
      <source>Cancelling: no new row is sent; the rows on their way get their answer first.</source>
      <translation>Wird abgebrochen: Es startet keine neue Zeile; die Zeilen, die unterwegs sind, erhalten zuerst ihre Antwort.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant created</source>
      <translation>
        <numerusform>%Ln Pflanze angelegt</numerusform>
        <numerusform>%Ln Pflanzen angelegt</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants created</source>
      <translation>
        <numerusform>%Ln Pflanze angelegt</numerusform>
        <numerusform>%Ln Pflanzen angelegt</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant rejected</source>
      <translation>
        <numerusform>%Ln Pflanze abgelehnt</numerusform>
        <numerusform>%Ln Pflanzen abgelehnt</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants rejected</source>
      <translation>
        <numerusform>%Ln Pflanze abgelehnt</numerusform>
        <numerusform>%Ln Pflanzen abgelehnt</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant refused</source>
      <translation>
        <numerusform>%Ln Pflanze zurückgewiesen</numerusform>
        <numerusform>%Ln Pflanzen zurückgewiesen</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants refused</source>
      <translation>
        <numerusform>%Ln Pflanze zurückgewiesen</numerusform>
        <numerusform>%Ln Pflanzen zurückgewiesen</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant answered outside the spec</source>
      <translation>
        <numerusform>%Ln Pflanze mit Antwort außerhalb der Spezifikation</numerusform>
        <numerusform>%Ln Pflanzen mit Antwort außerhalb der Spezifikation</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants answered outside the spec</source>
      <translation>
        <numerusform>%Ln Pflanze mit Antwort außerhalb der Spezifikation</numerusform>
        <numerusform>%Ln Pflanzen mit Antwort außerhalb der Spezifikation</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant waiting in the outbox</source>
      <translation>
        <numerusform>%Ln Pflanze wartet im Postausgang</numerusform>
        <numerusform>%Ln Pflanzen warten im Postausgang</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants waiting in the outbox</source>
      <translation>
        <numerusform>%Ln Pflanze wartet im Postausgang</numerusform>
        <numerusform>%Ln Pflanzen warten im Postausgang</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant to check on the server</source>
      <translation>
        <numerusform>%Ln Pflanze auf dem Server zu prüfen</numerusform>
        <numerusform>%Ln Pflanzen auf dem Server zu prüfen</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants to check on the server</source>
      <translation>
        <numerusform>%Ln Pflanze auf dem Server zu prüfen</numerusform>
        <numerusform>%Ln Pflanzen auf dem Server zu prüfen</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant cancelled</source>
      <translation>
        <numerusform>%Ln Pflanze abgebrochen</numerusform>
        <numerusform>%Ln Pflanzen abgebrochen</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants cancelled</source>
      <translation>
        <numerusform>%Ln Pflanze abgebrochen</numerusform>
        <numerusform>%Ln Pflanzen abgebrochen</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant not sent</source>
      <translation>
        <numerusform>%Ln Pflanze nicht gesendet</numerusform>
        <numerusform>%Ln Pflanzen nicht gesendet</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants not sent</source>
      <translation>
        <numerusform>%Ln Pflanze nicht gesendet</numerusform>
        <numerusform>%Ln Pflanzen nicht gesendet</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant created before</source>
      <translation>
        <numerusform>%Ln Pflanze schon früher angelegt</numerusform>
        <numerusform>%Ln Pflanzen schon früher angelegt</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants created before</source>
      <translation>
        <numerusform>%Ln Pflanze schon früher angelegt</numerusform>
        <numerusform>%Ln Pflanzen schon früher angelegt</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant sent by another part of the app</source>
      <translation>
        <numerusform>%Ln Pflanze von einem anderen Teil der App gesendet</numerusform>
        <numerusform>%Ln Pflanzen von einem anderen Teil der App gesendet</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants sent by another part of the app</source>
      <translation>
        <numerusform>%Ln Pflanze von einem anderen Teil der App gesendet</numerusform>
        <numerusform>%Ln Pflanzen von einem anderen Teil der App gesendet</numerusform>
      </translation>
    </message>
    <message>
      <source>{count} rejected</source>
      <comment>plants</comment>
      <translation>{count} abgelehnt</translation>
    </message>
    <message>
      <source>{count} refused</source>
      <comment>plants</comment>
      <translation>{count} zurückgewiesen</translation>
    </message>
    <message>
      <source>{count} answered outside the spec</source>
      <comment>plants</comment>
      <translation>{count} mit Antwort außerhalb der Spezifikation</translation>
    </message>
    <message>
      <source>{count} waiting in the outbox</source>
      <comment>plants</comment>
      <translation>{count} im Postausgang</translation>
    </message>
    <message>
      <source>{count} to check on the server</source>
      <comment>plants</comment>
      <translation>{count} auf dem Server zu prüfen</translation>
    </message>
    <message>
      <source>{count} cancelled</source>
      <comment>plants</comment>
      <translation>{count} abgebrochen</translation>
    </message>
    <message>
      <source>{count} not sent</source>
      <comment>plants</comment>
      <translation>{count} nicht gesendet</translation>
    </message>
    <message>
      <source>{count} created before</source>
      <comment>plants</comment>
      <translation>{count} schon früher angelegt</translation>
    </message>
    <message>
      <source>{count} sent by another part of the app</source>
      <comment>plants</comment>
      <translation>{count} von einem anderen Teil der App gesendet</translation>
    </message>
    <message>
      <source>Nothing sent yet.</source>
      <translation>Noch nichts gesendet.</translation>
    </message>
    <message>
      <source>{minutes}:{seconds} left</source>
      <comment>time left, minutes:seconds</comment>
      <translation>noch {minutes}:{seconds}</translation>
    </message>
    <message>
      <source>paused</source>
      <comment>the batch's state</comment>
      <translation>pausiert</translation>
    </message>
    <message>
      <source>The rows not sent wait in the outbox.</source>
      <translation>Die nicht gesendeten Zeilen warten im Postausgang.</translation>
    </message>
    <message>
      <source>Show &amp;only problems ({count})</source>
      <translation>Nur Probleme an&amp;zeigen ({count})</translation>
    </message>
    <message>
      <source>&amp;Send all {count} again…</source>
      <translation>Alle {count} erneut &amp;senden…</translation>
    </message>
    <message>
      <source>&amp;Resume</source>
      <comment>button that resumes sending</comment>
      <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
      <source>Choose a server with a token in the main window first.</source>
      <translation>Wählen Sie zuerst im Hauptfenster einen Server mit Token.</translation>
    </message>
    <message>
      <source>Export results</source>
      <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
      <source>CSV (*.csv)</source>
      <comment>file dialog filter</comment>
      <translation>CSV (*.csv)</translation>
    </message>
    <message>
      <source>The results could not be exported: {error}</source>
      <translation>Die Ergebnisse konnten nicht exportiert werden: {error}</translation>
    </message>
    <message>
      <source>Exported the results to {file}.</source>
      <translation>Ergebnisse nach {file} exportiert.</translation>
    </message>
    <message>
      <source>Print &amp;labels…</source>
      <translation>Etiketten &amp;drucken…</translation>
    </message>
    <message numerus="yes">
      <source>Lea&amp;ve out the %Ln plant already created on this server</source>
      <translation>
        <numerusform>Die %Ln auf diesem Server bereits angelegte Pflanze &amp;weglassen</numerusform>
        <numerusform>Die %Ln auf diesem Server bereits angelegten Pflanzen &amp;weglassen</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Lea&amp;ve out the %Ln plants already created on this server</source>
      <translation>
        <numerusform>Die %Ln auf diesem Server bereits angelegte Pflanze &amp;weglassen</numerusform>
        <numerusform>Die %Ln auf diesem Server bereits angelegten Pflanzen &amp;weglassen</numerusform>
      </translation>
    </message>
    <message>
      <source>Rows whose plant this app already created on this server are not sent. Turn this off to send them anyway: the server then decides.</source>
      <translation>Zeilen, deren Pflanze diese App auf diesem Server bereits angelegt hat, werden nicht gesendet. Schalten Sie dies aus, um sie trotzdem zu senden: Dann entscheidet der Server.</translation>
    </message>
    <message>
      <source>Export as &amp;HAR</source>
      <translation>Als &amp;HAR exportieren</translation>
    </message>
    <message>
      <source>Export as HAR…</source>
      <translation>Als HAR exportieren…</translation>
    </message>
    <message>
      <source>Export as HAR with the token…</source>
      <translation>Als HAR mit dem Token exportieren…</translation>
    </message>
  </context>
  <context>
    <name>CheckedField</name>
    <message>
      <source>⚠ {problem}</source>
      <translation>⚠ {problem}</translation>
    </message>
  </context>
  <context>
    <name>Client</name>
    <message>
      <source>The token would travel unencrypted to {host}. Use https://, or allow plain HTTP for this server explicitly.</source>
      <translation>Das Token würde unverschlüsselt an {host} übertragen. Verwenden Sie https:// oder erlauben Sie einfaches HTTP für diesen Server ausdrücklich.</translation>
    </message>
    <message>
      <source>Stopped before sending, at your request.</source>
      <translation>Auf Ihren Wunsch vor dem Senden angehalten.</translation>
    </message>
    <message>
      <source>{host} leads to {address}, which is not this machine, so the token was not sent over plain HTTP. Use https://, or allow plain HTTP for this server explicitly.</source>
      <translation>{host} führt zu {address}, also nicht zu diesem Rechner; daher wurde das Token nicht über einfaches HTTP gesendet. Verwenden Sie https:// oder erlauben Sie einfaches HTTP für diesen Server ausdrücklich.</translation>
    </message>
    <message>
      <source>The answer was larger than {size} bytes and was cut off.</source>
      <translation>Die Antwort war größer als {size} Byte und wurde abgeschnitten.</translation>
    </message>
    <message>
      <source>The server redirected to nowhere. Redirects are not followed, so the token stays with this server.</source>
      <translation>Der Server hat ins Leere umgeleitet. Umleitungen werden nicht befolgt, damit das Token bei diesem Server bleibt.</translation>
    </message>
    <message>
      <source>The server redirected to {location}. Redirects are not followed, so the token stays with this server.</source>
      <translation>Der Server hat nach {location} umgeleitet. Umleitungen werden nicht befolgt, damit das Token bei diesem Server bleibt.</translation>
    </message>
    <message>
      <source>HTTP {status} is not an answer the spec lists.</source>
      <translation>HTTP {status} ist keine Antwort, die die Spezifikation vorsieht.</translation>
    </message>
    <message>
      <source>The {status} answer is not a Plant: not valid JSON ({reason}).</source>
      <translation>Die {status}-Antwort ist kein Plant-Objekt: kein gültiges JSON ({reason}).</translation>
    </message>
    <message>
      <source>The {status} answer is not an Error: not valid JSON ({reason}).</source>
      <translation>Die {status}-Antwort ist kein Error-Objekt: kein gültiges JSON ({reason}).</translation>
    </message>
    <message>
      <source>The {status} answer is not a Plant: {problem}</source>
      <translation>Die {status}-Antwort ist kein Plant-Objekt: {problem}</translation>
    </message>
    <message>
      <source>The {status} answer is not an Error: {problem}</source>
      <translation>Die {status}-Antwort ist kein Error-Objekt: {problem}</translation>
    </message>
    <message>
      <source>The {status} answer is for another plant: its {field} is {answered}, not {sent}.</source>
      <comment>field is id, name or tag; the values are shown as JSON</comment>
      <translation>Die {status}-Antwort gilt einer anderen Pflanze: Feld {field} ist {answered}, nicht {sent}.</translation>
    </message>
    <message>
      <source>the body is not a JSON object.</source>
      <translation>Der Body ist kein JSON-Objekt.</translation>
    </message>
    <message>
      <source>body: {problem}.</source>
      <comment>the whole answer's body, then a problem</comment>
      <translation>Body: {problem}.</translation>
    </message>
    <message>
      <source>The answer is compressed with {encoding}, which is not read.</source>
      <translation>Die Antwort ist mit {encoding} komprimiert; das wird nicht gelesen.</translation>
    </message>
    <message>
      <source>The compressed answer is damaged: {reason}</source>
      <translation>Die komprimierte Antwort ist beschädigt: {reason}</translation>
    </message>
    <message>
      <source>Stopped waiting at the user's request.</source>
      <translation>Warten auf Wunsch des Benutzers beendet.</translation>
    </message>
    <message>
      <source>No complete answer within the time limit of {seconds} s.</source>
      <translation>Keine vollständige Antwort innerhalb des Zeitlimits von {seconds} s.</translation>
    </message>
  </context>
  <context>
    <name>ClientCert</name>
    <message>
      <source>The file {file} cannot be read: {reason}.</source>
      <translation>Die Datei {file} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
      <source>{file} is too large to be a client certificate or key.</source>
      <translation>{file} ist zu groß für ein Client-Zertifikat oder einen Schlüssel.</translation>
    </message>
    <message>
      <source>The passphrase of the key in {file} is wrong.</source>
      <translation>Die Passphrase des Schlüssels in {file} ist falsch.</translation>
    </message>
    <message>
      <source>The key in {file} is encrypted, and no passphrase is set for it.</source>
      <translation>Der Schlüssel in {file} ist verschlüsselt, und für ihn ist keine Passphrase angegeben.</translation>
    </message>
    <message>
      <source>{file} is not a PKCS#12 file.</source>
      <translation>{file} ist keine PKCS#12-Datei.</translation>
    </message>
    <message>
      <source>{file} holds no certificate.</source>
      <translation>{file} enthält kein Zertifikat.</translation>
    </message>
    <message>
      <source>{file} holds no private key.</source>
      <translation>{file} enthält keinen privaten Schlüssel.</translation>
    </message>
    <message>
      <source>{file} holds no PEM certificate.</source>
      <translation>{file} enthält kein PEM-Zertifikat.</translation>
    </message>
    <message>
      <source>{file} holds no PEM private key.</source>
      <translation>{file} enthält keinen privaten PEM-Schlüssel.</translation>
    </message>
    <message>
      <source>{file} holds no private key: choose the key file too.</source>
      <translation>{file} enthält keinen privaten Schlüssel: Wählen Sie auch die Schlüsseldatei.</translation>
    </message>
    <message>
      <source>The private key in {file} cannot be read.</source>
      <translation>Der private Schlüssel in {file} kann nicht gelesen werden.</translation>
    </message>
    <message>
      <source>The key does not belong to the client certificate {file}: choose the key that was made with it.</source>
      <translation>Der Schlüssel gehört nicht zum Client-Zertifikat {file}: Wählen Sie den Schlüssel, der mit ihm erstellt wurde.</translation>
    </message>
    <message>
      <source>The client certificate {file} expired on {date}; ask for a new one.</source>
      <translation>Das Client-Zertifikat {file} ist am {date} abgelaufen; fordern Sie ein neues an.</translation>
    </message>
    <message>
      <source>The client certificate {file} is not valid before {date}. Check this computer's clock, or wait until then.</source>
      <translation>Das Client-Zertifikat {file} ist erst ab {date} gültig. Prüfen Sie die Uhr dieses Computers, oder warten Sie bis dahin.</translation>
    </message>
    <message>
      <source>The client certificate {file} cannot be used: {reason}.</source>
      <translation>Das Client-Zertifikat {file} kann nicht verwendet werden: {reason}.</translation>
    </message>
    <message>
      <source>The client certificate {file} cannot be used: the temporary folder {folder} could not be written ({reason}).</source>
      <translation>Das Client-Zertifikat {file} kann nicht verwendet werden: In den temporären Ordner {folder} konnte nicht geschrieben werden ({reason}).</translation>
    </message>
    <message>
      <source>The server asked for a client certificate, and none is set for this server.</source>
      <translation>Der Server hat ein Client-Zertifikat verlangt, und für diesen Server ist keines angegeben.</translation>
    </message>
    <message>
      <source>The server refused the secure connection. It may require a client certificate, and none is set for this server.</source>
      <translation>Der Server hat die sichere Verbindung abgelehnt. Vielleicht verlangt er ein Client-Zertifikat, und für diesen Server ist keines angegeben.</translation>
    </message>
    <message>
      <source>The server refused the client certificate {file}: it does not trust the authority that issued it.</source>
      <translation>Der Server hat das Client-Zertifikat {file} abgelehnt: Er vertraut der Stelle nicht, die es ausgestellt hat.</translation>
    </message>
    <message>
      <source>The server refused the client certificate {file} as expired.</source>
      <translation>Der Server hat das Client-Zertifikat {file} als abgelaufen abgelehnt.</translation>
    </message>
    <message>
      <source>The server refused the client certificate {file} as revoked.</source>
      <translation>Der Server hat das Client-Zertifikat {file} als widerrufen abgelehnt.</translation>
    </message>
    <message>
      <source>The server refused the client certificate {file}.</source>
      <translation>Der Server hat das Client-Zertifikat {file} abgelehnt.</translation>
    </message>
    <message>
      <source>The server refused the secure connection. It may not accept the client certificate {file}.</source>
      <translation>Der Server hat die sichere Verbindung abgelehnt. Möglicherweise akzeptiert er das Client-Zertifikat {file} nicht.</translation>
    </message>
  </context>
  <context>
    <name>Contract</name>
    <message>
      <source>The contract document {file} cannot be read: {reason}.</source>
      <translation>Das Vertragsdokument {file} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
      <source>The contract document {file} is larger than 5 MB.</source>
      <translation>Das Vertragsdokument {file} ist größer als 5 MB.</translation>
    </message>
    <message>
      <source>The contract document {file} uses a YAML alias (line {line}), which is not read: write the value out in full.</source>
      <translation>Das Vertragsdokument {file} verwendet einen YAML-Alias (Zeile {line}), der nicht gelesen wird: Schreiben Sie den Wert vollständig aus.</translation>
    </message>
    <message>
      <source>The contract document {file} is nested more than {limit} levels deep.</source>
      <translation>Das Vertragsdokument {file} ist mehr als {limit} Ebenen tief verschachtelt.</translation>
    </message>
    <message>
      <source>The contract document {file} holds more than {limit} values.</source>
      <translation>Das Vertragsdokument {file} enthält mehr als {limit} Werte.</translation>
    </message>
    <message>
      <source>The contract document {file} cannot be read ({reason}).</source>
      <translation>Das Vertragsdokument {file} kann nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
      <source>The contract document {file} is not OpenAPI 3.0 or 3.1.</source>
      <translation>Das Vertragsdokument {file} ist weder OpenAPI 3.0 noch 3.1.</translation>
    </message>
    <message>
      <source>The contract document {file} does not describe the answers to {request}.</source>
      <translation>Das Vertragsdokument {file} beschreibt die Antworten auf {request} nicht.</translation>
    </message>
    <message>
      <source>Untitled</source>
      <comment>a document with no title</comment>
      <translation>Ohne Titel</translation>
    </message>
    <message>
      <source>The status {status} is not an answer the spec lists for {request}.</source>
      <translation>Der Status {status} ist keine Antwort, die die Spezifikation für {request} vorsieht.</translation>
    </message>
    <message>
      <source>The Content-Type header is missing; the spec lists {types}.</source>
      <translation>Der Content-Type-Header fehlt; die Spezifikation sieht {types} vor.</translation>
    </message>
    <message>
      <source>The Content-Type header says {type}; the spec lists {types}.</source>
      <translation>Der Content-Type-Header lautet {type}; die Spezifikation sieht {types} vor.</translation>
    </message>
    <message>
      <source>The body was cut off at the size cap; it cannot be checked.</source>
      <translation>Der Body wurde an der Größengrenze abgeschnitten; er kann nicht geprüft werden.</translation>
    </message>
    <message>
      <source>The body is empty; the spec expects a JSON body.</source>
      <translation>Der Body ist leer; die Spezifikation erwartet einen JSON-Body.</translation>
    </message>
    <message>
      <source>The body is empty; the spec expects an {schema}.</source>
      <translation>Der Body ist leer; die Spezifikation erwartet ein {schema}-Objekt.</translation>
    </message>
    <message>
      <source>The body is empty; the spec expects a {schema}.</source>
      <translation>Der Body ist leer; die Spezifikation erwartet ein {schema}-Objekt.</translation>
    </message>
    <message>
      <source>The body starts with a UTF-8 byte-order mark, which JSON must not have.</source>
      <translation>Der Body beginnt mit einer UTF-8-Bytereihenfolgemarke (BOM), die JSON nicht haben darf.</translation>
    </message>
    <message>
      <source>The body is nested too deeply to read as JSON.</source>
      <translation>Der Body ist zu tief verschachtelt, um ihn als JSON zu lesen.</translation>
    </message>
    <message>
      <source>The body holds a number out of the range that can be read exactly ({number}), so it cannot be checked.</source>
      <translation>Der Body enthält eine Zahl außerhalb des Bereichs, der sich exakt lesen lässt ({number}), daher kann er nicht geprüft werden.</translation>
    </message>
    <message>
      <source>The body is not valid JSON ({reason}); it begins {excerpt}.</source>
      <translation>Der Body ist kein gültiges JSON ({reason}); er beginnt mit {excerpt}.</translation>
    </message>
    <message>
      <source>The body is nested too deeply to check, or the spec's schema refers to itself without end.</source>
      <translation>Der Body ist zu tief verschachtelt für die Prüfung, oder das Schema der Spezifikation verweist endlos auf sich selbst.</translation>
    </message>
    <message>
      <source>The spec's schema cannot be used to check the body ({reason}).</source>
      <translation>Das Schema der Spezifikation kann nicht zur Prüfung des Body verwendet werden ({reason}).</translation>
    </message>
    <message>
      <source>The field {field} appears more than once in this object; servers differ on which value counts, and the last one is checked here.</source>
      <translation>Das Feld {field} kommt in diesem Objekt mehrmals vor; Server werten unterschiedlich, welcher Wert gilt, und hier wird der letzte geprüft.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec lists for this object.</source>
      <translation>{field} ist kein Feld, das die Spezifikation für dieses Objekt vorsieht.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec lists for an {schema}.</source>
      <translation>{field} ist kein Feld, das die Spezifikation für ein {schema}-Objekt vorsieht.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec lists for a {schema}.</source>
      <translation>{field} ist kein Feld, das die Spezifikation für ein {schema}-Objekt vorsieht.</translation>
    </message>
    <message>
      <source>Required field {field} is missing.</source>
      <translation>Das Pflichtfeld {field} fehlt.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec allows for this object.</source>
      <translation>{field} ist kein Feld, das die Spezifikation für dieses Objekt erlaubt.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec allows for an {schema}.</source>
      <translation>{field} ist kein Feld, das die Spezifikation für ein {schema}-Objekt erlaubt.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec allows for a {schema}.</source>
      <translation>{field} ist kein Feld, das die Spezifikation für ein {schema}-Objekt erlaubt.</translation>
    </message>
    <message>
      <source>Expected {expected}, got null; the spec does not allow null here.</source>
      <translation>Erwartet: {expected}, erhalten: null; die Spezifikation erlaubt hier kein null.</translation>
    </message>
    <message>
      <source>Expected {expected}, got {actual}.</source>
      <translation>Erwartet: {expected}, erhalten: {actual}.</translation>
    </message>
    <message>
      <source>{value} is outside the {format} range ({low} to {high}).</source>
      <translation>{value} liegt außerhalb des Bereichs von {format} ({low} bis {high}).</translation>
    </message>
    <message>
      <source>A {digits}-digit number is outside the {format} range ({low} to {high}).</source>
      <translation>Eine {digits}-stellige Zahl liegt außerhalb des Bereichs von {format} ({low} bis {high}).</translation>
    </message>
    <message>
      <source>{value} is not a valid {format}, as the spec's format asks.</source>
      <translation>{value} ist kein gültiger Wert im Format {format}, wie es die Spezifikation verlangt.</translation>
    </message>
    <message>
      <source>Expected one of {allowed}; got {actual}.</source>
      <translation>Erwartet: einer der Werte {allowed}; erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected {allowed}; got {actual}.</source>
      <translation>Erwartet: {allowed}; erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected a multiple of {factor}, got {actual}.</source>
      <translation>Erwartet: ein Vielfaches von {factor}, erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected text matching the pattern {pattern}; got {actual}.</source>
      <translation>Erwartet: Text passend zum Muster {pattern}; erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected every item to be different; some items repeat.</source>
      <translation>Erwartet: lauter verschiedene Elemente; einige kommen mehrfach vor.</translation>
    </message>
    <message numerus="yes">
      <source>Expected exactly one of the %Ln shapes the spec allows; it matches several.</source>
      <translation>
        <numerusform>Erwartet: genau eine der %Ln Formen, die die Spezifikation erlaubt; der Wert passt zu mehreren.</numerusform>
        <numerusform>Erwartet: genau eine der %Ln Formen, die die Spezifikation erlaubt; der Wert passt zu mehreren.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Expected one of the %Ln shapes the spec allows here; it matches none.</source>
      <translation>
        <numerusform>Erwartet: die %Ln Form, die die Spezifikation hier erlaubt; der Wert passt zu keiner.</numerusform>
        <numerusform>Erwartet: eine der %Ln Formen, die die Spezifikation hier erlaubt; der Wert passt zu keiner.</numerusform>
      </translation>
    </message>
    <message>
      <source>The value has a shape the spec forbids here.</source>
      <translation>Der Wert hat eine Form, die die Spezifikation hier verbietet.</translation>
    </message>
    <message>
      <source>The value breaks the spec's {rule} rule.</source>
      <translation>Der Wert verletzt die Regel {rule} der Spezifikation.</translation>
    </message>
    <message>
      <source>Expected at least {limit} characters, got {actual}.</source>
      <translation>Erwartet: mindestens {limit} Zeichen, erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected at most {limit} characters, got {actual}.</source>
      <translation>Erwartet: höchstens {limit} Zeichen, erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected at least {limit} items, got {actual}.</source>
      <translation>Erwartet: mindestens {limit} Elemente, erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected at most {limit} items, got {actual}.</source>
      <translation>Erwartet: höchstens {limit} Elemente, erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected at least {limit} fields, got {actual}.</source>
      <translation>Erwartet: mindestens {limit} Felder, erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected at most {limit} fields, got {actual}.</source>
      <translation>Erwartet: höchstens {limit} Felder, erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected a number at least {limit}, got {actual}.</source>
      <translation>Erwartet: eine Zahl von mindestens {limit}, erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected a number at most {limit}, got {actual}.</source>
      <translation>Erwartet: eine Zahl von höchstens {limit}, erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected a number more than {limit}, got {actual}.</source>
      <translation>Erwartet: eine Zahl größer als {limit}, erhalten: {actual}.</translation>
    </message>
    <message>
      <source>Expected a number less than {limit}, got {actual}.</source>
      <translation>Erwartet: eine Zahl kleiner als {limit}, erhalten: {actual}.</translation>
    </message>
    <message>
      <source>an object</source>
      <comment>JSON type, as in: Expected an object</comment>
      <translation>ein Objekt</translation>
    </message>
    <message>
      <source>an array</source>
      <comment>JSON type, as in: Expected an array</comment>
      <translation>ein Array</translation>
    </message>
    <message>
      <source>a string</source>
      <comment>JSON type, as in: Expected a string</comment>
      <translation>ein String</translation>
    </message>
    <message>
      <source>an integer</source>
      <comment>JSON type, as in: Expected an integer</comment>
      <translation>eine Ganzzahl</translation>
    </message>
    <message>
      <source>a number</source>
      <comment>JSON type, as in: Expected a number</comment>
      <translation>eine Zahl</translation>
    </message>
    <message>
      <source>a boolean</source>
      <comment>JSON type, as in: Expected a boolean</comment>
      <translation>ein boolescher Wert</translation>
    </message>
    <message>
      <source>{first} or {second}</source>
      <comment>a choice between two things</comment>
      <translation>{first} oder {second}</translation>
    </message>
    <message>
      <source>a value</source>
      <comment>as in: Expected a value</comment>
      <translation>ein Wert</translation>
    </message>
    <message>
      <source>{value} counts as an integer under OpenAPI 3.1 (JSON Schema 2020-12), where a number with no fractional part is an integer; OpenAPI 3.0 counts only numbers written without a fraction or exponent.</source>
      <translation>{value} zählt unter OpenAPI 3.1 (JSON Schema 2020-12) als ganze Zahl, denn dort ist jede Zahl ohne Nachkommaanteil eine ganze Zahl; OpenAPI 3.0 zählt nur Zahlen, die ohne Nachkommastellen und ohne Exponent geschrieben sind.</translation>
    </message>
    <message>
      <source>{value} is not an integer under this document's OpenAPI 3.0, which counts only numbers written without a fraction or exponent as integers.</source>
      <translation>{value} ist unter dem OpenAPI 3.0 dieses Dokuments keine ganze Zahl: OpenAPI 3.0 zählt nur Zahlen, die ohne Nachkommastellen und ohne Exponent geschrieben sind, als ganze Zahlen.</translation>
    </message>
    <message>
      <source>{constant} is not a JSON number</source>
      <translation>{constant} ist keine JSON-Zahl</translation>
    </message>
    <message>
      <source>a boolean ({value})</source>
      <comment>as in: got a boolean (true)</comment>
      <translation>ein boolescher Wert ({value})</translation>
    </message>
    <message>
      <source>a decimal number ({value})</source>
      <comment>as in: got a decimal number</comment>
      <translation>eine Dezimalzahl ({value})</translation>
    </message>
    <message>
      <source>The check was stopped after {steps} steps: this body is too large to check in full.</source>
      <translation>Die Prüfung wurde nach {steps} Schritten abgebrochen: Dieser Body ist zu groß, um ihn vollständig zu prüfen.</translation>
    </message>
    <message>
      <source>The check was stopped after {seconds} seconds: this body is too large to check in full.</source>
      <translation>Die Prüfung wurde nach {seconds} Sekunden abgebrochen: Dieser Body ist zu groß, um ihn vollständig zu prüfen.</translation>
    </message>
    <message>
      <source>The check was stopped after {steps} steps: the spec's schema asks for too much work to check this request's body.</source>
      <translation>Die Prüfung wurde nach {steps} Schritten abgebrochen: Das Schema der Spezifikation verlangt zu viel Arbeit, um den Body dieser Anfrage zu prüfen.</translation>
    </message>
    <message>
      <source>The check was stopped after {seconds} seconds: the spec's schema asks for too much work to check this request's body.</source>
      <translation>Die Prüfung wurde nach {seconds} Sekunden abgebrochen: Das Schema der Spezifikation verlangt zu viel Arbeit, um den Body dieser Anfrage zu prüfen.</translation>
    </message>
    <message>
      <source>The check was stopped after {steps} steps: the spec's schema asks for too much work to check this answer.</source>
      <translation>Die Prüfung wurde nach {steps} Schritten abgebrochen: Das Schema der Spezifikation verlangt zu viel Arbeit, um diese Antwort zu prüfen.</translation>
    </message>
    <message>
      <source>The check was stopped after {seconds} seconds: the spec's schema asks for too much work to check this answer.</source>
      <translation>Die Prüfung wurde nach {seconds} Sekunden abgebrochen: Das Schema der Spezifikation verlangt zu viel Arbeit, um diese Antwort zu prüfen.</translation>
    </message>
    <message>
      <source>The check was stopped: the app is closing.</source>
      <translation>Die Prüfung wurde abgebrochen: Die App wird beendet.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln more findings were not listed.</source>
      <translation>
        <numerusform>%Ln weiterer Befund wurde nicht aufgeführt.</numerusform>
        <numerusform>%Ln weitere Befunde wurden nicht aufgeführt.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ContractView</name>
    <message>
      <source>Contract verdict</source>
      <translation>Vertragsergebnis</translation>
    </message>
    <message>
      <source>Contract document</source>
      <translation>Vertragsdokument</translation>
    </message>
    <message>
      <source>The request as sent</source>
      <comment>a section of the Contract tab</comment>
      <translation>Die Anfrage, wie sie gesendet wurde</translation>
    </message>
    <message>
      <source>Request contract verdict</source>
      <translation>Vertragsergebnis der Anfrage</translation>
    </message>
    <message>
      <source>Request contract findings</source>
      <translation>Vertragsbefunde der Anfrage</translation>
    </message>
    <message>
      <source>The answer</source>
      <comment>a section of the Contract tab</comment>
      <translation>Die Antwort</translation>
    </message>
    <message>
      <source>Contract findings</source>
      <translation>Vertragsbefunde</translation>
    </message>
    <message>
      <source>No request to check.</source>
      <translation>Keine Anfrage zu prüfen.</translation>
    </message>
    <message>
      <source>Checking the request against the contract…</source>
      <translation>Anfrage wird gegen den Vertrag geprüft…</translation>
    </message>
    <message>
      <source>Where</source>
      <comment>column title: the place in the answer a finding is about</comment>
      <translation>Stelle</translation>
    </message>
    <message>
      <source>Finding</source>
      <comment>column title</comment>
      <translation>Befund</translation>
    </message>
    <message>
      <source>Copy</source>
      <comment>menu item: copy the chosen finding</comment>
      <translation>Kopieren</translation>
    </message>
    <message>
      <source>Note</source>
      <comment>a contract finding that is not a fault</comment>
      <translation>Hinweis</translation>
    </message>
    <message>
      <source>No answer to check.</source>
      <translation>Keine Antwort zu prüfen.</translation>
    </message>
    <message>
      <source>Checking the answer against the contract…</source>
      <translation>Antwort wird gegen den Vertrag geprüft…</translation>
    </message>
    <message>
      <source>Not checked: the check was stopped.</source>
      <translation>Nicht geprüft: Die Prüfung wurde abgebrochen.</translation>
    </message>
    <message>
      <source>Not checked: the contract document cannot be used.</source>
      <translation>Nicht geprüft: Das Vertragsdokument kann nicht verwendet werden.</translation>
    </message>
    <message>
      <source>(whole)</source>
      <comment>a finding about the whole request</comment>
      <translation>(gesamt)</translation>
    </message>
    <message>
      <source>{problem} Choose another document for this server in Manage servers.</source>
      <translation>{problem} Wählen Sie unter „Server verwalten“ ein anderes Dokument für diesen Server.</translation>
    </message>
    <message>
      <source>Fail: the request breaks the spec.</source>
      <translation>Nicht bestanden: Die Anfrage verletzt die Spezifikation.</translation>
    </message>
    <message>
      <source>Pass: the request matches the spec (a valid {schema}).</source>
      <translation>Bestanden: Die Anfrage entspricht der Spezifikation (ein gültiges {schema}-Objekt).</translation>
    </message>
    <message>
      <source>Pass: the spec lists no JSON body for this request.</source>
      <translation>Bestanden: Die Spezifikation sieht für diese Anfrage keinen JSON-Body vor.</translation>
    </message>
    <message>
      <source>Pass: the answer matches the spec (a valid {schema}).</source>
      <translation>Bestanden: Die Antwort entspricht der Spezifikation (ein gültiges {schema}-Objekt).</translation>
    </message>
    <message>
      <source>Pass: the answer matches the spec.</source>
      <translation>Bestanden: Die Antwort entspricht der Spezifikation.</translation>
    </message>
    <message>
      <source>Fail: the answer breaks the spec.</source>
      <translation>Nicht bestanden: Die Antwort verletzt die Spezifikation.</translation>
    </message>
    <message>
      <source>No findings: every field is as the spec says.</source>
      <translation>Keine Befunde: Jedes Feld entspricht der Spezifikation.</translation>
    </message>
    <message>
      <source>Error</source>
      <translation>Fehler</translation>
    </message>
    <message>
      <source>Warning</source>
      <translation>Warnung</translation>
    </message>
    <message>
      <source>(whole)</source>
      <comment>a finding about the whole answer</comment>
      <translation>(gesamt)</translation>
    </message>
  </context>
  <context>
    <name>DraftBanner</name>
    <message>
      <source>Restored draft</source>
      <translation>Entwurf wiederhergestellt</translation>
    </message>
    <message>
      <source>Restored what you were typing when the app closed.</source>
      <translation>Ihre Eingaben beim Schließen der App wurden wiederhergestellt.</translation>
    </message>
    <message>
      <source>Keep</source>
      <comment>button: keep the restored draft</comment>
      <translation>Behalten</translation>
    </message>
    <message>
      <source>Disc&amp;ard</source>
      <comment>button: discard the restored draft</comment>
      <translation>&amp;Verwerfen</translation>
    </message>
  </context>
  <context>
    <name>DraftKeeper</name>
    <message>
      <source>What you typed could not be saved as a draft: {error}</source>
      <translation>Ihre Eingaben konnten nicht als Entwurf gespeichert werden: {error}</translation>
    </message>
  </context>
  <context>
    <name>ElidedLabel</name>
    <message>
      <source>Copy</source>
      <translation>Kopieren</translation>
    </message>
  </context>
  <context>
    <name>Endpoint</name>
    <message>
      <source>Enter the server's base URL, e.g. https://plants.example.com/api.</source>
      <translation>Geben Sie die Basis-URL des Servers ein, z. B. https://plants.example.com/api.</translation>
    </message>
    <message>
      <source>This is not a valid URL ({reason}).</source>
      <translation>Dies ist keine gültige URL ({reason}).</translation>
    </message>
    <message>
      <source>The base URL must start with http:// or https://.</source>
      <translation>Die Basis-URL muss mit http:// oder https:// beginnen.</translation>
    </message>
    <message>
      <source>The base URL has no host name.</source>
      <translation>Die Basis-URL hat keinen Hostnamen.</translation>
    </message>
    <message>
      <source>Leave user names and passwords out of the URL; use the token.</source>
      <translation>Lassen Sie Benutzernamen und Passwörter aus der URL weg; verwenden Sie das Token.</translation>
    </message>
    <message>
      <source>The base URL cannot have a query string (the part after '?').</source>
      <translation>Die Basis-URL darf keinen Query-String enthalten (den Teil nach '?').</translation>
    </message>
    <message>
      <source>The base URL cannot have a fragment (the part after '#').</source>
      <translation>Die Basis-URL darf kein Fragment enthalten (den Teil nach '#').</translation>
    </message>
    <message>
      <source>The base URL cannot contain spaces.</source>
      <translation>Die Basis-URL darf keine Leerzeichen enthalten.</translation>
    </message>
    <message>
      <source>The base URL holds an invisible control character.</source>
      <translation>Die Basis-URL enthält ein unsichtbares Steuerzeichen.</translation>
    </message>
    <message>
      <source>The server address {address} is not a host and port.</source>
      <translation>Die Serveradresse {address} besteht nicht aus Host und Port.</translation>
    </message>
  </context>
  <context>
    <name>EntryBanner</name>
    <message>
      <source>Showing an earlier entry</source>
      <translation>Ein früherer Eintrag wird angezeigt</translation>
    </message>
    <message>
      <source>Back to the &amp;latest</source>
      <translation>&amp;Zurück zum neuesten</translation>
    </message>
    <message>
      <source>Showing the entry from {when}</source>
      <translation>Eintrag von {when} wird angezeigt</translation>
    </message>
  </context>
  <context>
    <name>EntryTabs</name>
    <message>
      <source>How to enter the plant</source>
      <translation>Eingabeart der Pflanze</translation>
    </message>
    <message>
      <source>New &amp;plant</source>
      <translation>Neue &amp;Pflanze</translation>
    </message>
    <message>
      <source>Ra&amp;w JSON</source>
      <translation>Roh-&amp;JSON</translation>
    </message>
  </context>
  <context>
    <name>Fields</name>
    <message>
      <source>Enter the plant's id.</source>
      <translation>Geben Sie die ID der Pflanze ein.</translation>
    </message>
    <message>
      <source>Use digits 0–9 only, with an optional minus sign.</source>
      <translation>Verwenden Sie nur die Ziffern 0–9, optional mit Minuszeichen.</translation>
    </message>
    <message>
      <source>The id must be between {lowest} and {highest}.</source>
      <translation>Die ID muss zwischen {lowest} und {highest} liegen.</translation>
    </message>
    <message>
      <source>A name can be at most {limit} characters long; this one has {length}.</source>
      <translation>Ein Name darf höchstens {limit} Zeichen lang sein; dieser hat {length}.</translation>
    </message>
    <message>
      <source>A tag can be at most {limit} characters long; this one has {length}.</source>
      <translation>Ein Tag darf höchstens {limit} Zeichen lang sein; dieses hat {length}.</translation>
    </message>
    <message>
      <source>Enter the plant's name.</source>
      <translation>Geben Sie den Namen der Pflanze ein.</translation>
    </message>
    <message>
      <source>Enter the access token.</source>
      <translation>Geben Sie das Zugriffstoken ein.</translation>
    </message>
    <message>
      <source>The token can hold only visible ASCII characters, without spaces.</source>
      <translation>Das Token darf nur sichtbare ASCII-Zeichen ohne Leerzeichen enthalten.</translation>
    </message>
    <message>
      <source>This text holds a character that cannot be sent (an unpaired surrogate).</source>
      <translation>Dieser Text enthält ein Zeichen, das nicht gesendet werden kann (ein ungepaartes Surrogat).</translation>
    </message>
  </context>
  <context>
    <name>Files</name>
    <message>
      <source>{path} cannot be opened: {reason}.</source>
      <translation>{path} kann nicht geöffnet werden: {reason}.</translation>
    </message>
    <message>
      <source>Not a regular file</source>
      <comment>why a file cannot be read</comment>
      <translation>Keine reguläre Datei</translation>
    </message>
    <message>
      <source>{path} is not a regular file.</source>
      <translation>{path} ist keine reguläre Datei.</translation>
    </message>
    <message>
      <source>You are not allowed to read {path}.</source>
      <translation>Sie dürfen {path} nicht lesen.</translation>
    </message>
  </context>
  <context>
    <name>FormAids</name>
    <message>
      <source>Tags used before on this server</source>
      <translation>Auf diesem Server bereits verwendete Tags</translation>
    </message>
    <message>
      <source>The history could not be read for the typing suggestions: {error}</source>
      <translation>Der Verlauf konnte für die Eingabevorschläge nicht gelesen werden: {error}</translation>
    </message>
  </context>
  <context>
    <name>Har</name>
    <message>
      <source>The token is not in this file: the Authorization header reads {placeholder} in its place.</source>
      <translation>Das Token steht nicht in dieser Datei: Im Authorization-Header steht an seiner Stelle {placeholder}.</translation>
    </message>
    <message>
      <source>No answer came: {detail}</source>
      <translation>Keine Antwort erhalten: {detail}</translation>
    </message>
    <message numerus="yes">
      <source>The body was cut at %Ln bytes: the rest of it was not read.</source>
      <translation>
        <numerusform>Der Inhalt wurde nach %Ln Byte abgeschnitten: Der Rest wurde nicht gelesen.</numerusform>
        <numerusform>Der Inhalt wurde nach %Ln Bytes abgeschnitten: Der Rest wurde nicht gelesen.</numerusform>
      </translation>
    </message>
    <message>
      <source>Recorded before the app kept when a request started, its HTTP version, the server's address and the timings: they read as unknown (-1), and the time is when the plant was written down.</source>
      <translation>Aufgezeichnet, bevor die App den Beginn einer Anfrage, ihre HTTP-Version, die Adresse des Servers und die Zeiten festhielt: Sie stehen als unbekannt (-1) da, und als Zeitpunkt gilt, wann die Pflanze notiert wurde.</translation>
    </message>
    <message numerus="yes">
      <source>A sample of {picked} of the batch's %Ln exchanges: the first {first}, then each one whose plant was not created.</source>
      <translation>
        <numerusform>Eine Stichprobe von {picked} des %Ln Austauschs des Stapels: die ersten {first}, dann jeder, dessen Pflanze nicht angelegt wurde.</numerusform>
        <numerusform>Eine Stichprobe von {picked} der %Ln Austausche des Stapels: die ersten {first}, dann jeder, dessen Pflanze nicht angelegt wurde.</numerusform>
      </translation>
    </message>
    <message>
      <source>Export the exchange shown as HAR</source>
      <translation>Den angezeigten Austausch als HAR exportieren</translation>
    </message>
    <message numerus="yes">
      <source>Export a sample of {picked} of the batch's %Ln exchanges as HAR</source>
      <translation>
        <numerusform>Eine Stichprobe von {picked} des %Ln Austauschs des Stapels als HAR exportieren</numerusform>
        <numerusform>Eine Stichprobe von {picked} der %Ln Austausche des Stapels als HAR exportieren</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Export the batch's %Ln exchange as HAR</source>
      <translation>
        <numerusform>Den %Ln Austausch des Stapels als HAR exportieren</numerusform>
        <numerusform>Die %Ln Austausche des Stapels als HAR exportieren</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Export the batch's %Ln exchanges as HAR</source>
      <translation>
        <numerusform>Den %Ln Austausch des Stapels als HAR exportieren</numerusform>
        <numerusform>Die %Ln Austausche des Stapels als HAR exportieren</numerusform>
      </translation>
    </message>
    <message>
      <source>HAR files (*.har)</source>
      <comment>file dialog filter</comment>
      <translation>HAR-Dateien (*.har)</translation>
    </message>
    <message>
      <source>Put the token in the file?</source>
      <translation>Das Token in die Datei schreiben?</translation>
    </message>
    <message>
      <source>The file will hold the token in plain text, once in each exchange. Anyone who sees the file can use the token.</source>
      <translation>Die Datei enthält das Token im Klartext, einmal in jedem Austausch. Jeder, der die Datei sieht, kann das Token verwenden.</translation>
    </message>
    <message>
      <source>Export &amp;with token</source>
      <translation>Mit Token &amp;exportieren</translation>
    </message>
    <message>
      <source>Nothing to export: no request was sent in the exchange shown.</source>
      <translation>Nichts zu exportieren: Im angezeigten Austausch wurde keine Anfrage gesendet.</translation>
    </message>
    <message>
      <source>Not exported yet: the plant shown is still on its way. Export it once its answer has come.</source>
      <translation>Noch nicht exportiert: Die angezeigte Pflanze ist noch unterwegs. Exportieren Sie sie, sobald ihre Antwort da ist.</translation>
    </message>
    <message>
      <source>Write the exchange shown, or the history rows chosen, to a HAR file. The token is written as {placeholder}.</source>
      <translation>Den angezeigten Austausch oder die gewählten Verlaufszeilen in eine HAR-Datei schreiben. Das Token wird als {placeholder} geschrieben.</translation>
    </message>
    <message>
      <source>Not exported: the export before it is still waiting for a token to be read from the keyring. Try again once it is written.</source>
      <translation>Nicht exportiert: Der Export davor wartet noch darauf, dass ein Token aus dem Schlüsselbund gelesen wird. Versuchen Sie es erneut, sobald er geschrieben ist.</translation>
    </message>
    <message>
      <source>Not exported: no token is known now for {server}. Choose that server and type its token, or export without the token.</source>
      <translation>Nicht exportiert: Für {server} ist gerade kein Token bekannt. Wählen Sie diesen Server und geben Sie sein Token ein, oder exportieren Sie ohne Token.</translation>
    </message>
    <message numerus="yes">
      <source>Exported %Ln exchange as HAR to {file}.</source>
      <translation>
        <numerusform>%Ln Austausch als HAR nach {file} exportiert.</numerusform>
        <numerusform>%Ln Austausche als HAR nach {file} exportiert.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Exported %Ln exchanges as HAR to {file}.</source>
      <translation>
        <numerusform>%Ln Austausch als HAR nach {file} exportiert.</numerusform>
        <numerusform>%Ln Austausche als HAR nach {file} exportiert.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln entry was never sent, so it is not in the file.</source>
      <translation>
        <numerusform>%Ln Eintrag wurde nie gesendet und steht daher nicht in der Datei.</numerusform>
        <numerusform>%Ln Einträge wurden nie gesendet und stehen daher nicht in der Datei.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln entries were never sent, so they are not in the file.</source>
      <translation>
        <numerusform>%Ln Eintrag wurde nie gesendet und steht daher nicht in der Datei.</numerusform>
        <numerusform>%Ln Einträge wurden nie gesendet und stehen daher nicht in der Datei.</numerusform>
      </translation>
    </message>
    <message>
      <source>{first} {second}</source>
      <comment>two sentences, one after the other</comment>
      <translation>{first} {second}</translation>
    </message>
    <message numerus="yes">
      <source>Export the %Ln history rows chosen as HAR</source>
      <translation>
        <numerusform>Die %Ln gewählte Verlaufszeile als HAR exportieren</numerusform>
        <numerusform>Die %Ln gewählten Verlaufszeilen als HAR exportieren</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Exported a sample of {picked} of the batch's %Ln exchanges as HAR to {file}.</source>
      <translation>
        <numerusform>Eine Stichprobe von {picked} des %Ln Austauschs des Stapels als HAR nach {file} exportiert.</numerusform>
        <numerusform>Eine Stichprobe von {picked} der %Ln Austausche des Stapels als HAR nach {file} exportiert.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln entry is no longer in the history, so it is not in the file.</source>
      <translation>
        <numerusform>%Ln Eintrag ist nicht mehr im Verlauf und steht daher nicht in der Datei.</numerusform>
        <numerusform>%Ln Einträge sind nicht mehr im Verlauf und stehen daher nicht in der Datei.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln entries are no longer in the history, so they are not in the file.</source>
      <translation>
        <numerusform>%Ln Eintrag ist nicht mehr im Verlauf und steht daher nicht in der Datei.</numerusform>
        <numerusform>%Ln Einträge sind nicht mehr im Verlauf und stehen daher nicht in der Datei.</numerusform>
      </translation>
    </message>
    <message>
      <source>The HAR file could not be written: {error}</source>
      <translation>Die HAR-Datei konnte nicht geschrieben werden: {error}</translation>
    </message>
  </context>
  <context>
    <name>HistoryDock</name>
    <message>
      <source>History</source>
      <translation>Verlauf</translation>
    </message>
    <message>
      <source>The history could not be opened.</source>
      <translation>Der Verlauf konnte nicht geöffnet werden.</translation>
    </message>
    <message>
      <source>The history could not be read: {error}</source>
      <translation>Der Verlauf konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
      <source>Clear the history?</source>
      <translation>Verlauf leeren?</translation>
    </message>
    <message>
      <source>Delete every finished request and answer in the history? Plants still in the outbox or needing a check are kept. This cannot be undone.</source>
      <translation>Alle abgeschlossenen Anfragen und Antworten im Verlauf löschen? Pflanzen, die noch im Postausgang sind oder geprüft werden müssen, bleiben erhalten. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
      <source>&amp;Clear history</source>
      <translation>Verlauf &amp;leeren</translation>
    </message>
  </context>
  <context>
    <name>HistoryPanel</name>
    <message>
      <source>Time</source>
      <comment>column title</comment>
      <translation>Zeit</translation>
    </message>
    <message>
      <source>Server</source>
      <comment>column title</comment>
      <translation>Server</translation>
    </message>
    <message>
      <source>Id</source>
      <comment>column title: the plant's id</comment>
      <translation>ID</translation>
    </message>
    <message>
      <source>Name</source>
      <comment>column title: the plant's name</comment>
      <translation>Name</translation>
    </message>
    <message>
      <source>Tag</source>
      <comment>column title: the plant's tag</comment>
      <translation>Tag</translation>
    </message>
    <message>
      <source>Result</source>
      <comment>column title</comment>
      <translation>Ergebnis</translation>
    </message>
    <message>
      <source>Status</source>
      <comment>column title: the HTTP status code</comment>
      <translation>Status</translation>
    </message>
    <message>
      <source>Re-send, Mark checked and Delete act on one row at a time: choose just one row.</source>
      <translation>Erneut senden, Als geprüft markieren und Löschen wirken jeweils auf eine Zeile: Wählen Sie nur eine Zeile.</translation>
    </message>
    <message>
      <source>Any status</source>
      <translation>Alle Status</translation>
    </message>
    <message>
      <source>Created (HTTP 200)</source>
      <translation>Angelegt (HTTP 200)</translation>
    </message>
    <message>
      <source>Rejected (HTTP 400)</source>
      <translation>Abgelehnt (HTTP 400)</translation>
    </message>
    <message>
      <source>Token refused (HTTP 401)</source>
      <translation>Token zurückgewiesen (HTTP 401)</translation>
    </message>
    <message>
      <source>Not allowed (HTTP 403)</source>
      <translation>Nicht erlaubt (HTTP 403)</translation>
    </message>
    <message>
      <source>Wrong address (HTTP 404)</source>
      <translation>Falsche Adresse (HTTP 404)</translation>
    </message>
    <message>
      <source>Conflict (HTTP 409)</source>
      <translation>Konflikt (HTTP 409)</translation>
    </message>
    <message>
      <source>Invalid body (HTTP 422)</source>
      <translation>Ungültiger Body (HTTP 422)</translation>
    </message>
    <message>
      <source>Too many requests (HTTP 429)</source>
      <translation>Zu viele Anfragen (HTTP 429)</translation>
    </message>
    <message>
      <source>Server error (HTTP 500)</source>
      <translation>Serverfehler (HTTP 500)</translation>
    </message>
    <message>
      <source>No answer</source>
      <translation>Keine Antwort</translation>
    </message>
    <message>
      <source>Needs checking</source>
      <translation>Prüfung nötig</translation>
    </message>
    <message>
      <source>In the outbox</source>
      <translation>Im Postausgang</translation>
    </message>
    <message>
      <source>Waiting to be sent</source>
      <translation>Wartet auf Versand</translation>
    </message>
    <message>
      <source>In the outbox · {summary}</source>
      <translation>Im Postausgang · {summary}</translation>
    </message>
    <message>
      <source>Sending…</source>
      <translation>Wird gesendet…</translation>
    </message>
    <message>
      <source>Needs checking · {summary}</source>
      <translation>Prüfung nötig · {summary}</translation>
    </message>
    <message>
      <source>Needs checking · the app stopped while sending</source>
      <translation>Prüfung nötig · die App wurde beim Senden beendet</translation>
    </message>
    <message>
      <source>Checked by you · {summary}</source>
      <translation>Von Ihnen geprüft · {summary}</translation>
    </message>
    <message>
      <source>Checked by you</source>
      <translation>Von Ihnen geprüft</translation>
    </message>
    <message>
      <source>{name}  [raw]</source>
      <comment>a plant's name; its body was typed by hand</comment>
      <translation>{name}  [roh]</translation>
    </message>
    <message>
      <source>Filter by id or name</source>
      <translation>Nach ID oder Name filtern</translation>
    </message>
    <message>
      <source>Filter history by id or name</source>
      <translation>Verlauf nach ID oder Name filtern</translation>
    </message>
    <message>
      <source>history filter</source>
      <comment>what a clear button clears</comment>
      <translation>Verlaufsfilter</translation>
    </message>
    <message>
      <source>Filter history by status</source>
      <translation>Verlauf nach Status filtern</translation>
    </message>
    <message>
      <source>Filter history by server</source>
      <translation>Verlauf nach Server filtern</translation>
    </message>
    <message>
      <source>Every server</source>
      <translation>Alle Server</translation>
    </message>
    <message>
      <source>Fin&amp;d:</source>
      <translation>Su&amp;chen:</translation>
    </message>
    <message>
      <source>History</source>
      <translation>Verlauf</translation>
    </message>
    <message>
      <source>Re-&amp;send</source>
      <translation>&amp;Erneut senden</translation>
    </message>
    <message>
      <source>Mark checked</source>
      <translation>Als geprüft markieren</translation>
    </message>
    <message>
      <source>You checked on the server what became of this request: it no longer needs checking.</source>
      <translation>Sie haben auf dem Server geprüft, was aus dieser Anfrage wurde: Sie muss nicht mehr geprüft werden.</translation>
    </message>
    <message>
      <source>Delete</source>
      <comment>button: delete the chosen entry</comment>
      <translation>Löschen</translation>
    </message>
    <message>
      <source>Clear all…</source>
      <translation>Alle löschen…</translation>
    </message>
    <message>
      <source>Only finished entries can be deleted; this plant is still on its way.</source>
      <translation>Nur abgeschlossene Einträge können gelöscht werden; diese Pflanze ist noch unterwegs.</translation>
    </message>
  </context>
  <context>
    <name>Inspector</name>
    <message>
      <source>Nothing was sent.</source>
      <translation>Nichts wurde gesendet.</translation>
    </message>
    <message>
      <source>The app stopped while sending this plant to {address}, before it could record the request: it may have reached the server. The body:

{body}</source>
      <translation>Die App wurde beendet, während diese Pflanze an {address} gesendet wurde, bevor sie die Anfrage erfassen konnte: Sie hat den Server vielleicht erreicht. Der Body:

{body}</translation>
    </message>
    <message>
      <source>Not sent yet: the plant waits in the outbox. The body:

{body}</source>
      <translation>Noch nicht gesendet: Die Pflanze wartet im Postausgang. Der Body:

{body}</translation>
    </message>
    <message>
      <source>Nothing was sent. The body:

{body}</source>
      <translation>Nichts wurde gesendet. Der Body:

{body}</translation>
    </message>
    <message>
      <source>{request_line}  (raw body, typed by hand)</source>
      <translation>{request_line}  (roher Body, von Hand eingegeben)</translation>
    </message>
    <message>
      <source>{answer}
… (cut off at the size cap)</source>
      <translation>{answer}
… (an der Größengrenze abgeschnitten)</translation>
    </message>
    <message>
      <source>The contract document {name} cannot be read ({problem}).</source>
      <translation>Das Vertragsdokument {name} kann nicht gelesen werden ({problem}).</translation>
    </message>
    <message>
      <source>Checked against the built-in contract: {description}.</source>
      <translation>Gegen den eingebauten Vertrag geprüft: {description}.</translation>
    </message>
    <message>
      <source>Checked against {document}: {description}.</source>
      <translation>Gegen {document} geprüft: {description}.</translation>
    </message>
    <message>
      <source>Inspector</source>
      <translation>Inspektor</translation>
    </message>
    <message>
      <source>Result</source>
      <comment>tab title</comment>
      <translation>Ergebnis</translation>
    </message>
    <message>
      <source>Request</source>
      <comment>tab title</comment>
      <translation>Anfrage</translation>
    </message>
    <message>
      <source>Response</source>
      <comment>tab title</comment>
      <translation>Antwort</translation>
    </message>
    <message>
      <source>Contract</source>
      <comment>tab title</comment>
      <translation>Vertrag</translation>
    </message>
    <message>
      <source>Not copied: no token is known now for the server this request went to. Choose that server and type its token, or copy without the token.</source>
      <translation>Nicht kopiert: Für den Server dieser Anfrage ist gerade kein Token bekannt. Wählen Sie diesen Server und geben Sie sein Token ein, oder kopieren Sie ohne Token.</translation>
    </message>
    <message>
      <source>Copy the token too?</source>
      <translation>Token mitkopieren?</translation>
    </message>
    <message>
      <source>The command will hold the token in plain text. Anyone who sees it, or the shell history it lands in, can use the token.</source>
      <translation>Der Befehl enthält das Token im Klartext. Jeder, der ihn sieht, oder die Shell-History, in der er landet, kann das Token verwenden.</translation>
    </message>
    <message>
      <source>Copy &amp;with token</source>
      <translation>&amp;Mit Token kopieren</translation>
    </message>
    <message>
      <source>Copied the request as a curl command.</source>
      <translation>Anfrage als curl-Befehl kopiert.</translation>
    </message>
  </context>
  <context>
    <name>Instance</name>
    <message>
      <source>{app_name} is already open for this data folder. Use that window: a second copy would send the same plants again, so this one sends nothing.</source>
      <translation>{app_name} ist für diesen Datenordner bereits geöffnet. Verwenden Sie jenes Fenster: Eine zweite Instanz würde dieselben Pflanzen erneut senden, daher sendet diese nichts.</translation>
    </message>
  </context>
  <context>
    <name>Journal</name>
    <message>
      <source>The app stopped while sending it: it may have reached the server.</source>
      <translation>Die App wurde beim Senden beendet: Sie hat den Server vielleicht erreicht.</translation>
    </message>
    <message>
      <source>The history at {path} cannot be opened: {reason}</source>
      <translation>Der Verlauf unter {path} kann nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
      <source>The history at {path} is damaged or is not a history file: {reason}</source>
      <translation>Der Verlauf unter {path} ist beschädigt oder keine Verlaufsdatei: {reason}</translation>
    </message>
    <message>
      <source>The history at {path} was written by a newer version of the app.</source>
      <translation>Der Verlauf unter {path} wurde von einer neueren Version der App geschrieben.</translation>
    </message>
    <message>
      <source>The history is closed.</source>
      <translation>Der Verlauf ist geschlossen.</translation>
    </message>
    <message>
      <source>The history could not be read or written: {reason}</source>
      <translation>Der Verlauf konnte nicht gelesen oder geschrieben werden: {reason}</translation>
    </message>
    <message>
      <source>The history at {path} cannot be written: {reason}. Check that the folder is writable.</source>
      <translation>Der Verlauf unter {path} kann nicht geschrieben werden: {reason}. Prüfen Sie, ob der Ordner beschreibbar ist.</translation>
    </message>
  </context>
  <context>
    <name>JournalRepair</name>
    <message>
      <source>{problem} The history is off for this session: nothing is kept.</source>
      <translation>{problem} Der Verlauf ist für diese Sitzung ausgeschaltet: Nichts wird gespeichert.</translation>
    </message>
    <message>
      <source>{problem} The history is off for this session ({reason}).</source>
      <translation>{problem} Der Verlauf ist für diese Sitzung ausgeschaltet ({reason}).</translation>
    </message>
    <message>
      <source>{problem} It was set aside as {file}, and a new history was started. Plants carried over: {saved} (waiting or needing a check).</source>
      <translation>{problem} Die Datei wurde als {file} beiseitegelegt, und ein neuer Verlauf wurde begonnen. Übernommene Pflanzen: {saved} (wartend oder zu prüfen).</translation>
    </message>
    <message>
      <source>Entries lost: {lost} of {held}.</source>
      <translation>Verlorene Einträge: {lost} von {held}.</translation>
    </message>
    <message>
      <source>Entries lost: at least {least}, at most {most}.</source>
      <translation>Verlorene Einträge: mindestens {least}, höchstens {most}.</translation>
    </message>
    <message>
      <source>Entries lost: at least {least}; how many more cannot be told.</source>
      <translation>Verlorene Einträge: mindestens {least}; wie viele mehr, lässt sich nicht sagen.</translation>
    </message>
    <message>
      <source>How many entries were lost cannot be told.</source>
      <translation>Wie viele Einträge verloren sind, lässt sich nicht sagen.</translation>
    </message>
    <message>
      <source>Plants that were waiting or needed a check may be among the lost entries: they were not carried over.</source>
      <translation>Unter den verlorenen Einträgen können wartende oder zu prüfende Pflanzen sein: Sie wurden nicht übernommen.</translation>
    </message>
  </context>
  <context>
    <name>LabelDialog</name>
    <message>
      <source>Print labels</source>
      <translation>Etiketten drucken</translation>
    </message>
    <message>
      <source>Label size</source>
      <translation>Etikettenformat</translation>
    </message>
    <message>
      <source>Label &amp;size:</source>
      <translation>Etiketten&amp;format:</translation>
    </message>
    <message>
      <source>Preview of the labels</source>
      <translation>Vorschau der Etiketten</translation>
    </message>
    <message>
      <source>&amp;Print…</source>
      <translation>&amp;Drucken…</translation>
    </message>
    <message>
      <source>Save as P&amp;DF…</source>
      <translation>Als &amp;PDF speichern…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Schließen</translation>
    </message>
    <message>
      <source>The preview shows the first {shown} of {total} labels.</source>
      <translation>Die Vorschau zeigt die ersten {shown} von {total} Etiketten.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln label to print.</source>
      <translation>
        <numerusform>%Ln Etikett zu drucken.</numerusform>
        <numerusform>%Ln Etiketten zu drucken.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln labels to print.</source>
      <translation>
        <numerusform>%Ln Etikett zu drucken.</numerusform>
        <numerusform>%Ln Etiketten zu drucken.</numerusform>
      </translation>
    </message>
    <message>
      <source>Save the labels as PDF</source>
      <translation>Etiketten als PDF speichern</translation>
    </message>
    <message>
      <source>PDF files (*.pdf)</source>
      <translation>PDF-Dateien (*.pdf)</translation>
    </message>
  </context>
  <context>
    <name>Labels</name>
    <message>
      <source>A4 sheet of 24 labels (3 × 8), 70 × 37 mm each</source>
      <translation>A4-Bogen mit 24 Etiketten (3 × 8), je 70 × 37 mm</translation>
    </message>
    <message>
      <source>Roll of {width} × {height} mm labels</source>
      <translation>Rolle mit Etiketten von {width} × {height} mm</translation>
    </message>
    <message>
      <source>No label to print</source>
      <translation>Kein Etikett zu drucken</translation>
    </message>
    <message>
      <source>No plant has been created here since the app started. Create one, or choose a created plant in the history, then print its label.</source>
      <translation>Seit dem Start des Programms wurde hier keine Pflanze angelegt. Legen Sie eine an oder wählen Sie im Verlauf eine angelegte Pflanze und drucken Sie dann ihr Etikett.</translation>
    </message>
    <message>
      <source>Plant {plant_id} was not created, so it has no label. Choose a created plant in the history.</source>
      <translation>Pflanze {plant_id} wurde nicht angelegt und hat daher kein Etikett. Wählen Sie im Verlauf eine angelegte Pflanze.</translation>
    </message>
    <message numerus="yes">
      <source>None of the %Ln history rows chosen is a created plant, so none has a label. Choose created plants in the history.</source>
      <translation>
        <numerusform>Die gewählte Verlaufszeile ist keine angelegte Pflanze und hat daher kein Etikett. Wählen Sie angelegte Pflanzen im Verlauf.</numerusform>
        <numerusform>Keine der %Ln gewählten Verlaufszeilen ist eine angelegte Pflanze, daher hat keine ein Etikett. Wählen Sie angelegte Pflanzen im Verlauf.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln label sent to {where}.</source>
      <translation>
        <numerusform>%Ln Etikett an {where} gesendet.</numerusform>
        <numerusform>%Ln Etiketten an {where} gesendet.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln labels sent to {where}.</source>
      <translation>
        <numerusform>%Ln Etikett an {where} gesendet.</numerusform>
        <numerusform>%Ln Etiketten an {where} gesendet.</numerusform>
      </translation>
    </message>
    <message>
      <source>The labels could not be printed: {error}</source>
      <translation>Die Etiketten konnten nicht gedruckt werden: {error}</translation>
    </message>
    <message>
      <source>The labels could not be printed: the printer or the file could not be opened. Check that the printer is there, or that the file's folder can be written to.</source>
      <translation>Die Etiketten konnten nicht gedruckt werden: Der Drucker oder die Datei ließ sich nicht öffnen. Prüfen Sie, ob der Drucker erreichbar ist oder ob in den Ordner der Datei geschrieben werden kann.</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Language</source>
      <translation>Sprache</translation>
    </message>
    <message>
      <source>The new language is used from the next start. Restart now? The sandbox starts again empty, and what you typed in the form is not kept.</source>
      <translation>Die neue Sprache wird ab dem nächsten Start verwendet. Jetzt neu starten? Die Sandbox startet dann leer, und Ihre Eingaben im Formular gehen verloren.</translation>
    </message>
    <message>
      <source>The new language is used from the next start. Restart now? What you typed in the form is kept; a token that is not in the system keyring must be typed again.</source>
      <translation>Die neue Sprache gilt ab dem nächsten Start. Jetzt neu starten? Was Sie im Formular eingegeben haben, bleibt erhalten; ein Token, das nicht im Schlüsselbund des Systems liegt, müssen Sie erneut eingeben.</translation>
    </message>
    <message>
      <source>&amp;Restart now</source>
      <translation>Jetzt &amp;neu starten</translation>
    </message>
    <message>
      <source>No plant has been sent to this server from the form yet.</source>
      <translation>Über das Formular wurde noch keine Pflanze an diesen Server gesendet.</translation>
    </message>
    <message>
      <source>The setting could not be saved: {error}</source>
      <translation>Die Einstellung konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
      <source>About {app_name}</source>
      <translation>Über {app_name}</translation>
    </message>
    <message>
      <source>{app_name} {version}

Creates plants in a Plant Store server.</source>
      <translation>{app_name} {version}

Legt Pflanzen auf einem Plant Store-Server an.</translation>
    </message>
  </context>
  <context>
    <name>Menus</name>
    <message>
      <source>&amp;System</source>
      <comment>theme</comment>
      <translation>&amp;System</translation>
    </message>
    <message>
      <source>&amp;Light</source>
      <comment>theme</comment>
      <translation>&amp;Hell</translation>
    </message>
    <message>
      <source>&amp;Dark</source>
      <comment>theme</comment>
      <translation>&amp;Dunkel</translation>
    </message>
    <message>
      <source>P&amp;rint label…</source>
      <translation>Etikett &amp;drucken…</translation>
    </message>
    <message>
      <source>Print the label of the plant chosen in the history, or of the last one.</source>
      <translation>Das Etikett der im Verlauf gewählten Pflanze drucken, sonst das der zuletzt angelegten.</translation>
    </message>
    <message>
      <source>Print a label for &amp;each new plant</source>
      <translation>&amp;Für jede neue Pflanze ein Etikett drucken</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Datei</translation>
    </message>
    <message>
      <source>&amp;Create plant</source>
      <translation>Pflanze anle&amp;gen</translation>
    </message>
    <message>
      <source>S&amp;top waiting</source>
      <translation>&amp;Warten beenden</translation>
    </message>
    <message>
      <source>Copy the &amp;last plant</source>
      <translation>&amp;Letzte Pflanze kopieren</translation>
    </message>
    <message>
      <source>Fill the form from the last plant sent, with the next id.</source>
      <translation>Füllt das Formular mit der zuletzt gesendeten Pflanze und der nächsten ID.</translation>
    </message>
    <message>
      <source>T&amp;yping aids</source>
      <translation>&amp;Eingabehilfen</translation>
    </message>
    <message>
      <source>Offer used tags, move on from a filled field with Enter, and the form's options.</source>
      <translation>Verwendete Tags vorschlagen, mit Enter von einem ausgefüllten Feld weiterspringen und die Formularoptionen.</translation>
    </message>
    <message>
      <source>Send many plants from a &amp;spreadsheet…</source>
      <translation>Viele Pflanzen aus einer &amp;Tabelle senden…</translation>
    </message>
    <message>
      <source>Send many plants from &amp;pasted rows</source>
      <translation>Viele Pflanzen aus eingefügten &amp;Zeilen senden</translation>
    </message>
    <message>
      <source>Show the &amp;outbox…</source>
      <translation>&amp;Postausgang anzeigen…</translation>
    </message>
    <message>
      <source>Send the outbox &amp;now</source>
      <translation>Postausgang &amp;jetzt senden</translation>
    </message>
    <message>
      <source>Send the outbox &amp;automatically</source>
      <translation>Postausgang a&amp;utomatisch senden</translation>
    </message>
    <message>
      <source>&amp;Manage servers…</source>
      <translation>Server &amp;verwalten…</translation>
    </message>
    <message>
      <source>Try the sand&amp;box</source>
      <translation>&amp;Sandbox ausprobieren</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Beenden</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ansicht</translation>
    </message>
    <message>
      <source>Find in &amp;history</source>
      <translation>Im &amp;Verlauf suchen</translation>
    </message>
    <message>
      <source>&amp;Theme</source>
      <translation>&amp;Design</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Sprache</translation>
    </message>
    <message>
      <source>S&amp;ounds</source>
      <translation>&amp;Töne</translation>
    </message>
    <message>
      <source>A sound says when a plant is created, not created or put in the outbox, and when a batch ends.</source>
      <translation>Ein Ton meldet, wenn eine Pflanze angelegt, nicht angelegt oder in den Postausgang gelegt wird und wenn ein Stapel endet.</translation>
    </message>
    <message>
      <source>&amp;System language</source>
      <translation>&amp;Systemsprache</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Hilfe</translation>
    </message>
    <message>
      <source>&amp;About {app}</source>
      <translation>&amp;Über {app}</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>&amp;Tastenkürzel</translation>
    </message>
    <message numerus="yes">
      <source>Export the %Ln history rows chosen as &amp;HAR…</source>
      <translation>
        <numerusform>Die %Ln gewählte Verlaufszeile als &amp;HAR exportieren…</numerusform>
        <numerusform>Die %Ln gewählten Verlaufszeilen als &amp;HAR exportieren…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Export the %Ln history rows chosen as HAR with the to&amp;ken…</source>
      <translation>
        <numerusform>Die %Ln gewählte Verlaufszeile als HAR mit To&amp;ken exportieren…</numerusform>
        <numerusform>Die %Ln gewählten Verlaufszeilen als HAR mit To&amp;ken exportieren…</numerusform>
      </translation>
    </message>
    <message>
      <source>Export the exchange shown as &amp;HAR…</source>
      <translation>Angezeigten Austausch als &amp;HAR exportieren…</translation>
    </message>
    <message>
      <source>Export the exchange shown as HAR with the to&amp;ken…</source>
      <translation>Angezeigten Austausch als HAR mit To&amp;ken exportieren…</translation>
    </message>
  </context>
  <context>
    <name>Models</name>
    <message>
      <source>tag must be a string when it is present, not null</source>
      <translation>tag muss ein String sein, wenn es vorhanden ist, nicht null</translation>
    </message>
  </context>
  <context>
    <name>NoticeBar</name>
    <message>
      <source>Notices</source>
      <translation>Hinweise</translation>
    </message>
    <message>
      <source>Previous notice</source>
      <translation>Vorheriger Hinweis</translation>
    </message>
    <message>
      <source>Next notice</source>
      <translation>Nächster Hinweis</translation>
    </message>
    <message>
      <source>Dismiss</source>
      <translation>Ausblenden</translation>
    </message>
    <message>
      <source>Dismiss this notice</source>
      <translation>Diesen Hinweis ausblenden</translation>
    </message>
    <message>
      <source>{index} of {count}</source>
      <comment>which notice is shown, of how many</comment>
      <translation>{index} von {count}</translation>
    </message>
  </context>
  <context>
    <name>Outbox</name>
    <message>
      <source>Plants waiting for their server. Click to see them.</source>
      <translation>Pflanzen, die auf ihren Server warten. Klicken Sie, um sie anzuzeigen.</translation>
    </message>
    <message>
      <source>Sent 1 plant from the outbox; it was created. See the history.</source>
      <translation>1 Pflanze aus dem Postausgang gesendet; sie wurde angelegt. Siehe Verlauf.</translation>
    </message>
    <message>
      <source>Sent 1 plant from the outbox; it was not created. See the history.</source>
      <translation>1 Pflanze aus dem Postausgang gesendet; sie wurde nicht angelegt. Siehe Verlauf.</translation>
    </message>
    <message numerus="yes">
      <source>Sent %Ln plants from the outbox; {created} created. Their results are in the history.</source>
      <translation>
        <numerusform>%Ln Pflanze aus dem Postausgang gesendet; {created} angelegt. Die Ergebnisse stehen im Verlauf.</numerusform>
        <numerusform>%Ln Pflanzen aus dem Postausgang gesendet; {created} angelegt. Die Ergebnisse stehen im Verlauf.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Outbox: %Ln waiting · sending…</source>
      <translation>
        <numerusform>Postausgang: %Ln wartet · wird gesendet…</numerusform>
        <numerusform>Postausgang: %Ln warten · wird gesendet…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Outbox: %Ln waiting</source>
      <translation>
        <numerusform>Postausgang: %Ln wartet</numerusform>
        <numerusform>Postausgang: %Ln warten</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>OutboxView</name>
    <message>
      <source>Since</source>
      <comment>column title: when the plant began to wait</comment>
      <translation>Seit</translation>
    </message>
    <message>
      <source>Server</source>
      <comment>column title</comment>
      <translation>Server</translation>
    </message>
    <message>
      <source>Id</source>
      <comment>column title: the plant's id</comment>
      <translation>ID</translation>
    </message>
    <message>
      <source>Name</source>
      <comment>column title: the plant's name</comment>
      <translation>Name</translation>
    </message>
    <message>
      <source>Why it waits</source>
      <comment>column title</comment>
      <translation>Grund des Wartens</translation>
    </message>
    <message>
      <source>Outbox</source>
      <translation>Postausgang</translation>
    </message>
    <message>
      <source>Waiting plants</source>
      <translation>Wartende Pflanzen</translation>
    </message>
    <message>
      <source>Why the chosen plant waits</source>
      <translation>Warum die gewählte Pflanze wartet</translation>
    </message>
    <message>
      <source>Outbox status</source>
      <translation>Status des Postausgangs</translation>
    </message>
    <message>
      <source>Send &amp;now</source>
      <translation>&amp;Jetzt senden</translation>
    </message>
    <message>
      <source>&amp;Remove…</source>
      <translation>&amp;Entfernen…</translation>
    </message>
    <message>
      <source>Take the chosen plants out of the outbox without sending.</source>
      <translation>Die ausgewählten Pflanzen ohne Senden aus dem Postausgang nehmen.</translation>
    </message>
    <message>
      <source>&amp;Close</source>
      <translation>&amp;Schließen</translation>
    </message>
    <message>
      <source>The outbox could not be read: {error}</source>
      <translation>Der Postausgang konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
      <source>{said} The outbox is empty.</source>
      <translation>{said} Der Postausgang ist leer.</translation>
    </message>
    <message>
      <source>The outbox is empty.</source>
      <translation>Der Postausgang ist leer.</translation>
    </message>
    <message>
      <source>1 plant waits to be sent. Press Send now to send it.</source>
      <translation>1 Pflanze wartet auf das Senden. Klicken Sie auf „Jetzt senden“, um sie zu senden.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants wait to be sent. Choose some and press Send now, or press Send now to send them all.</source>
      <translation>
        <numerusform>%Ln Pflanze wartet auf das Senden. Wählen Sie sie aus und klicken Sie auf „Jetzt senden“.</numerusform>
        <numerusform>%Ln Pflanzen warten auf das Senden. Wählen Sie einige aus und klicken Sie auf „Jetzt senden“, oder klicken Sie direkt auf „Jetzt senden“, um alle zu senden.</numerusform>
      </translation>
    </message>
    <message>
      <source>Nothing could be sent. {why}</source>
      <translation>Es konnte nichts gesendet werden. {why}</translation>
    </message>
    <message>
      <source>Sending 1 plant…</source>
      <translation>1 Pflanze wird gesendet…</translation>
    </message>
    <message numerus="yes">
      <source>Sending %Ln plants…</source>
      <translation>
        <numerusform>%Ln Pflanze wird gesendet…</numerusform>
        <numerusform>%Ln Pflanzen werden gesendet…</numerusform>
      </translation>
    </message>
    <message>
      <source>Sent 1 plant: {created} created. See the history.</source>
      <translation>1 Pflanze gesendet: {created} angelegt. Siehe Verlauf.</translation>
    </message>
    <message numerus="yes">
      <source>Sent %Ln plants: {created} created. See the history.</source>
      <translation>
        <numerusform>%Ln Pflanze gesendet: {created} angelegt. Siehe Verlauf.</numerusform>
        <numerusform>%Ln Pflanzen gesendet: {created} angelegt. Siehe Verlauf.</numerusform>
      </translation>
    </message>
    <message>
      <source>Nothing was sent: the server still cannot be reached. The plants wait.</source>
      <translation>Nichts wurde gesendet: Der Server ist weiterhin nicht erreichbar. Die Pflanzen warten.</translation>
    </message>
    <message>
      <source>Nothing was sent: no chosen plant could be sent now.</source>
      <translation>Nichts wurde gesendet: Keine der ausgewählten Pflanzen kann jetzt gesendet werden.</translation>
    </message>
    <message>
      <source>Remove plant {id} from the outbox without sending it? It stays in the history as removed.</source>
      <translation>Pflanze {id} ohne Senden aus dem Postausgang entfernen? Sie bleibt als entfernt im Verlauf.</translation>
    </message>
    <message>
      <source>Remove this plant from the outbox without sending it? It stays in the history as removed.</source>
      <translation>Diese Pflanze ohne Senden aus dem Postausgang entfernen? Sie bleibt als entfernt im Verlauf.</translation>
    </message>
    <message>
      <source>&amp;Remove plant</source>
      <translation>Pflanze &amp;entfernen</translation>
    </message>
    <message numerus="yes">
      <source>Remove %Ln plants from the outbox without sending them? They stay in the history as removed.</source>
      <translation>
        <numerusform>%Ln Pflanze ohne Senden aus dem Postausgang entfernen? Sie bleibt als entfernt im Verlauf.</numerusform>
        <numerusform>%Ln Pflanzen ohne Senden aus dem Postausgang entfernen? Sie bleiben als entfernt im Verlauf.</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Remove plants</source>
      <translation>Pflanzen &amp;entfernen</translation>
    </message>
    <message>
      <source>Remove from the outbox?</source>
      <translation>Aus dem Postausgang entfernen?</translation>
    </message>
    <message>
      <source>The plants could not be removed: {error}</source>
      <translation>Die Pflanzen konnten nicht entfernt werden: {error}</translation>
    </message>
    <message>
      <source>Removed 1 plant from the outbox.</source>
      <translation>1 Pflanze aus dem Postausgang entfernt.</translation>
    </message>
    <message numerus="yes">
      <source>Removed %Ln plants from the outbox.</source>
      <translation>
        <numerusform>%Ln Pflanze aus dem Postausgang entfernt.</numerusform>
        <numerusform>%Ln Pflanzen aus dem Postausgang entfernt.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>not allowed</source>
      <comment>why no answer came</comment>
      <translation>nicht erlaubt</translation>
    </message>
    <message>
      <source>invalid request</source>
      <comment>why no answer came</comment>
      <translation>ungültige Anfrage</translation>
    </message>
    <message>
      <source>connection refused</source>
      <comment>why no answer came</comment>
      <translation>Verbindung abgelehnt</translation>
    </message>
    <message>
      <source>host not found</source>
      <comment>why no answer came</comment>
      <translation>Host nicht gefunden</translation>
    </message>
    <message>
      <source>TLS</source>
      <comment>why no answer came: the secure connection failed</comment>
      <translation>TLS</translation>
    </message>
    <message>
      <source>client certificate</source>
      <comment>why no answer came</comment>
      <translation>Client-Zertifikat</translation>
    </message>
    <message>
      <source>connect timeout</source>
      <comment>why no answer came</comment>
      <translation>Zeitüberschreitung beim Verbinden</translation>
    </message>
    <message>
      <source>timed out</source>
      <comment>why no answer came</comment>
      <translation>Zeitüberschreitung</translation>
    </message>
    <message>
      <source>connection lost</source>
      <comment>why no answer came</comment>
      <translation>Verbindung unterbrochen</translation>
    </message>
    <message>
      <source>cancelled</source>
      <comment>why no answer came</comment>
      <translation>abgebrochen</translation>
    </message>
  </context>
  <context>
    <name>PlantForm</name>
    <message>
      <source>New plant</source>
      <translation>Neue Pflanze</translation>
    </message>
    <message>
      <source>Sug&amp;gest the next id</source>
      <translation>Nächste ID vorsch&amp;lagen</translation>
    </message>
    <message>
      <source>After a plant is sent, Id shows the next id that is not taken on this server.</source>
      <translation>Nach dem Senden einer Pflanze zeigt „ID“ die nächste ID, die auf diesem Server noch frei ist.</translation>
    </message>
    <message>
      <source>Keep for the ne&amp;xt plant</source>
      <translation>Für die nächste Pflanze &amp;behalten</translation>
    </message>
    <message>
      <source>After a plant is sent, Tag keeps its tag.</source>
      <translation>Nach dem Senden einer Pflanze behält „Tag“ seinen Wert.</translation>
    </message>
    <message>
      <source>Keep the tag for the next plant</source>
      <translation>Tag für die nächste Pflanze behalten</translation>
    </message>
    <message>
      <source>Plant id</source>
      <translation>Pflanzen-ID</translation>
    </message>
    <message>
      <source>A whole number, e.g. 1042.</source>
      <translation>Eine ganze Zahl, z. B. 1042.</translation>
    </message>
    <message>
      <source>Required, at most {limit} characters.</source>
      <translation>Pflicht, höchstens {limit} Zeichen.</translation>
    </message>
    <message>
      <source>Plant name</source>
      <translation>Pflanzenname</translation>
    </message>
    <message>
      <source>Optional: the type of plant, e.g. fern; at most {limit} characters.</source>
      <translation>Optional: die Pflanzenart, z. B. Farn; höchstens {limit} Zeichen.</translation>
    </message>
    <message>
      <source>Plant tag</source>
      <translation>Pflanzen-Tag</translation>
    </message>
    <message>
      <source>e.g. Monstera deliciosa</source>
      <translation>z. B. Monstera deliciosa</translation>
    </message>
    <message>
      <source>e.g. tropical</source>
      <translation>z. B. tropisch</translation>
    </message>
    <message>
      <source>&amp;Id:</source>
      <translation>&amp;ID:</translation>
    </message>
    <message>
      <source>&amp;Name:</source>
      <translation>&amp;Name:</translation>
    </message>
    <message>
      <source>&amp;Tag:</source>
      <translation>&amp;Tag:</translation>
    </message>
    <message>
      <source>&amp;Create plant</source>
      <translation>Pflanze anle&amp;gen</translation>
    </message>
    <message>
      <source>Send the plant to the server (Enter)</source>
      <translation>Pflanze an den Server senden (Enter)</translation>
    </message>
    <message>
      <source>Stop waiting</source>
      <translation>Nicht mehr warten</translation>
    </message>
    <message>
      <source>Stop waiting for the server's answer (Esc)</source>
      <translation>Nicht mehr auf die Antwort des Servers warten (Esc)</translation>
    </message>
    <message>
      <source>Plant {id} was created on this server at {time} — press Enter again to send it anyway.</source>
      <translation>Pflanze {id} wurde auf diesem Server um {time} angelegt – drücken Sie noch einmal Enter, um sie trotzdem zu senden.</translation>
    </message>
    <message>
      <source>Plant {id} was created on this server on {date} at {time} — press Enter again to send it anyway.</source>
      <translation>Pflanze {id} wurde auf diesem Server am {date} um {time} angelegt – drücken Sie noch einmal Enter, um sie trotzdem zu senden.</translation>
    </message>
  </context>
  <context>
    <name>Profiles</name>
    <message>
      <source>The profile name cannot be blank.</source>
      <translation>Der Profilname darf nicht leer sein.</translation>
    </message>
    <message>
      <source>The profile name can have at most {limit} characters.</source>
      <translation>Der Profilname darf höchstens {limit} Zeichen haben.</translation>
    </message>
    <message>
      <source>The profile name cannot contain control characters.</source>
      <translation>Der Profilname darf keine Steuerzeichen enthalten.</translation>
    </message>
    <message>
      <source>The profile id must be 1–64 letters, digits or {characters}.</source>
      <translation>Die Profil-ID muss aus 1–64 Buchstaben, Ziffern oder {characters} bestehen.</translation>
    </message>
    <message>
      <source>The timeout must be more than 0 and at most 600 seconds.</source>
      <translation>Das Zeitlimit muss größer als 0 und höchstens 600 Sekunden sein.</translation>
    </message>
    <message>
      <source>The field {field} must be a number.</source>
      <translation>Das Feld {field} muss eine Zahl sein.</translation>
    </message>
    <message>
      <source>The field {field} must be a boolean.</source>
      <translation>Das Feld {field} muss ein Wahrheitswert (boolean) sein.</translation>
    </message>
    <message>
      <source>The field {field} must be a string.</source>
      <translation>Das Feld {field} muss eine Zeichenkette sein.</translation>
    </message>
    <message>
      <source>The field {field} is missing.</source>
      <translation>Das Feld {field} fehlt.</translation>
    </message>
    <message>
      <source>A profile must be a JSON object.</source>
      <translation>Ein Profil muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
      <source>Two profiles have the same id.</source>
      <translation>Zwei Profile haben dieselbe ID.</translation>
    </message>
    <message>
      <source>Two profiles have the same name.</source>
      <translation>Zwei Profile haben denselben Namen.</translation>
    </message>
    <message>
      <source>That profile no longer exists.</source>
      <translation>Dieses Profil gibt es nicht mehr.</translation>
    </message>
    <message>
      <source>There is already a profile named {name}.</source>
      <translation>Es gibt bereits ein Profil namens {name}.</translation>
    </message>
    <message>
      <source>{name} (copy)</source>
      <comment>the name of a copy of a server profile</comment>
      <translation>{name} (Kopie)</translation>
    </message>
    <message>
      <source>{name} (copy {number})</source>
      <comment>the name of a further copy of a server profile</comment>
      <translation>{name} (Kopie {number})</translation>
    </message>
    <message>
      <source>{name} ({number})</source>
      <comment>a server profile's name made unique by a number</comment>
      <translation>{name} ({number})</translation>
    </message>
    <message>
      <source>Could not read the profiles file {path} ({reason}); changes will not be saved in this session.</source>
      <translation>Die Profildatei {path} konnte nicht gelesen werden ({reason}); Änderungen werden in dieser Sitzung nicht gespeichert.</translation>
    </message>
    <message>
      <source>The profiles file {path} was written by a newer version of Plant Store GUI; changes will not be saved, so that file is left as it is.</source>
      <translation>Die Profildatei {path} wurde von einer neueren Version von Plant Store GUI geschrieben; Änderungen werden nicht gespeichert, damit die Datei unverändert bleibt.</translation>
    </message>
    <message>
      <source>The profiles file {path} is damaged and not set aside ({reason}); changes will not be saved in this session.</source>
      <translation>Die Profildatei {path} ist beschädigt und wurde nicht beiseitegelegt ({reason}); Änderungen werden in dieser Sitzung nicht gespeichert.</translation>
    </message>
    <message>
      <source>The profiles file could not be read, so it was set aside as {file} (in {folder}) and you start with no profiles.</source>
      <translation>Die Profildatei konnte nicht gelesen werden. Sie wurde als {file} (in {folder}) beiseitegelegt, und Sie beginnen ohne Profile.</translation>
    </message>
    <message>
      <source>The profiles file {path} has been written by a newer version of Plant Store GUI; it is left as it is.</source>
      <translation>Die Profildatei {path} wurde von einer neueren Version von Plant Store GUI geschrieben; sie bleibt unverändert.</translation>
    </message>
    <message>
      <source>Profiles are not saved. {reason}</source>
      <translation>Profile werden nicht gespeichert. {reason}</translation>
    </message>
    <message>
      <source>Could not save the profiles to {path}: {reason}.</source>
      <translation>Die Profile konnten nicht unter {path} gespeichert werden: {reason}.</translation>
    </message>
    <message>
      <source>Could not save the profiles export to {path}: {reason}.</source>
      <translation>Der Profilexport konnte nicht unter {path} gespeichert werden: {reason}.</translation>
    </message>
    <message>
      <source>Ignored the field {field} of profile {name}: tokens and other secrets are never imported.</source>
      <translation>Feld {field} von Profil {name} ignoriert: Token und andere Geheimnisse werden nie importiert.</translation>
    </message>
    <message>
      <source>Ignored the unknown field {field} of profile {name}.</source>
      <translation>Unbekanntes Feld {field} von Profil {name} ignoriert.</translation>
    </message>
    <message>
      <source>Ignored the field {field} of profile {number}: tokens and other secrets are never imported.</source>
      <translation>Feld {field} von Profil {number} ignoriert: Token und andere Geheimnisse werden nie importiert.</translation>
    </message>
    <message>
      <source>Ignored the unknown field {field} of profile {number}.</source>
      <translation>Unbekanntes Feld {field} von Profil {number} ignoriert.</translation>
    </message>
    <message>
      <source>Left out the CA bundle of profile {name}: {problem}</source>
      <translation>CA-Bundle von Profil {name} weggelassen: {problem}</translation>
    </message>
    <message>
      <source>Left out the contract document of profile {name}: {problem}</source>
      <translation>Vertragsdokument von Profil {name} weggelassen: {problem}</translation>
    </message>
    <message>
      <source>Left out the client certificate of profile {name}: {problem}</source>
      <translation>Das Client-Zertifikat des Profils {name} wurde weggelassen: {problem}</translation>
    </message>
    <message>
      <source>{path} holds no certificate.</source>
      <translation>{path} enthält kein Zertifikat.</translation>
    </message>
    <message>
      <source>Could not read {path}: {reason}.</source>
      <translation>{path} konnte nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
      <source>{file} is larger than {limit} MB; a profiles export is far smaller.</source>
      <translation>{file} ist größer als {limit} MB; ein Profilexport ist weit kleiner.</translation>
    </message>
    <message>
      <source>{file} is not a profiles export: it is not JSON.</source>
      <translation>{file} ist kein Profilexport: Die Datei ist kein JSON.</translation>
    </message>
    <message>
      <source>{file} is not a Plant Store GUI profiles export.</source>
      <translation>{file} ist kein Profilexport von Plant Store GUI.</translation>
    </message>
    <message>
      <source>{file} holds {count} profiles; at most {limit} can be imported at once.</source>
      <translation>{file} enthält {count} Profile; höchstens {limit} können auf einmal importiert werden.</translation>
    </message>
    <message>
      <source>Left out profile {name}: it is already here, the same.</source>
      <translation>Profil {name} ausgelassen: Es ist bereits hier, genau so.</translation>
    </message>
    <message>
      <source>Tokens are never imported: type this server's token before sending to it.</source>
      <translation>Token werden nie importiert: Geben Sie das Token dieses Servers ein, bevor Sie an ihn senden.</translation>
    </message>
    <message>
      <source>Tokens are never imported: type each server's token before sending to it.</source>
      <translation>Token werden nie importiert: Geben Sie das Token jedes Servers ein, bevor Sie an ihn senden.</translation>
    </message>
    <message>
      <source>No server was imported.</source>
      <translation>Kein Server wurde importiert.</translation>
    </message>
    <message>
      <source>, </source>
      <comment>between the names in a list</comment>
      <translation>, </translation>
    </message>
    <message numerus="yes">
      <source>Imported %Ln server: {names}.</source>
      <translation>
        <numerusform>%Ln Server importiert: {names}.</numerusform>
        <numerusform>%Ln Server importiert: {names}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Imported %Ln servers: {names}.</source>
      <translation>
        <numerusform>%Ln Server importiert: {names}.</numerusform>
        <numerusform>%Ln Server importiert: {names}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Imported %Ln servers, among them {names}.</source>
      <translation>
        <numerusform>%Ln Server importiert, darunter {names}.</numerusform>
        <numerusform>%Ln Server importiert, darunter {names}.</numerusform>
      </translation>
    </message>
    <message>
      <source>Skipped profile {number} ({name}): its {field} is {value}. {reason}</source>
      <translation>Profil {number} ({name}) übersprungen: Sein Feld {field} ist {value}. {reason}</translation>
    </message>
    <message>
      <source>Skipped profile {number}: its {field} is {value}. {reason}</source>
      <translation>Profil {number} übersprungen: Sein Feld {field} ist {value}. {reason}</translation>
    </message>
    <message>
      <source>Skipped profile {number} ({name}): {reason}</source>
      <translation>Profil {number} ({name}) übersprungen: {reason}</translation>
    </message>
    <message>
      <source>Skipped profile {number}: {reason}</source>
      <translation>Profil {number} übersprungen: {reason}</translation>
    </message>
  </context>
  <context>
    <name>ProfilesDialog</name>
    <message>
      <source>Kept in the system keyring, never in a file.</source>
      <translation>Im Schlüsselbund des Systems gespeichert, nie in einer Datei.</translation>
    </message>
    <message>
      <source>Manage servers</source>
      <translation>Server verwalten</translation>
    </message>
    <message>
      <source>Saved servers</source>
      <translation>Gespeicherte Server</translation>
    </message>
    <message>
      <source>&amp;Add</source>
      <comment>button that adds a server</comment>
      <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
      <source>D&amp;uplicate</source>
      <translation>&amp;Duplizieren</translation>
    </message>
    <message>
      <source>&amp;Delete…</source>
      <translation>&amp;Löschen…</translation>
    </message>
    <message>
      <source>Set as de&amp;fault</source>
      <translation>Als Standard &amp;festlegen</translation>
    </message>
    <message>
      <source>&amp;Import…</source>
      <translation>&amp;Importieren…</translation>
    </message>
    <message>
      <source>E&amp;xport…</source>
      <translation>&amp;Exportieren…</translation>
    </message>
    <message>
      <source>Server name</source>
      <translation>Servername</translation>
    </message>
    <message>
      <source>How the server is listed; at most {limit} characters.</source>
      <translation>So wird der Server angezeigt; höchstens {limit} Zeichen.</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>Basis-URL</translation>
    </message>
    <message>
      <source>Plants are sent to this address + {path}.</source>
      <translation>Pflanzen werden an diese Adresse + {path} gesendet.</translation>
    </message>
    <message>
      <source> s</source>
      <comment>suffix of the time limit, in seconds</comment>
      <translation> s</translation>
    </message>
    <message>
      <source>Time limit</source>
      <translation>Zeitlimit</translation>
    </message>
    <message>
      <source>&amp;Verify the server's TLS certificate</source>
      <translation>TLS-Zertifikat des Servers &amp;prüfen</translation>
    </message>
    <message>
      <source>CA bundle</source>
      <translation>CA-Bundle</translation>
    </message>
    <message>
      <source>Optional: a PEM file of CAs</source>
      <translation>Optional: PEM-Datei mit CAs</translation>
    </message>
    <message>
      <source>Certificate authorities to trust for this server besides the system's, in one PEM file. Used only while the server's TLS certificate is verified.</source>
      <translation>Zertifizierungsstellen, denen bei diesem Server zusätzlich zu denen des Systems vertraut wird, in einer PEM-Datei. Nur genutzt, während das TLS-Zertifikat des Servers geprüft wird.</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>Durchsuchen…</translation>
    </message>
    <message>
      <source>Choose a client certificate</source>
      <translation>Client-Zertifikat wählen</translation>
    </message>
    <message>
      <source>Client certificate</source>
      <translation>Client-Zertifikat</translation>
    </message>
    <message>
      <source>Optional: presented to servers that ask for one. A PEM file, or a PKCS#12 file (.p12, .pfx) holding the key too.</source>
      <translation>Optional: wird Servern vorgelegt, die eines verlangen. Eine PEM-Datei oder eine PKCS#12-Datei (.p12, .pfx), die auch den Schlüssel enthält.</translation>
    </message>
    <message>
      <source>Choose the key file</source>
      <translation>Schlüsseldatei wählen</translation>
    </message>
    <message>
      <source>Certificate key</source>
      <translation>Schlüssel des Zertifikats</translation>
    </message>
    <message>
      <source>The PEM key, when it is not in the certificate's file.</source>
      <translation>Der PEM-Schlüssel, wenn er nicht in der Datei des Zertifikats steht.</translation>
    </message>
    <message>
      <source>Key passphrase</source>
      <translation>Passphrase des Schlüssels</translation>
    </message>
    <message>
      <source>C&amp;lient certificate:</source>
      <translation>Client-Zertifi&amp;kat:</translation>
    </message>
    <message>
      <source>Certificate &amp;key:</source>
      <translation>Schl&amp;üssel:</translation>
    </message>
    <message>
      <source>Key &amp;passphrase:</source>
      <translation>P&amp;assphrase:</translation>
    </message>
    <message>
      <source>The passphrase of an encrypted key. Without a working system keyring, it is kept for this session only.</source>
      <translation>Die Passphrase eines verschlüsselten Schlüssels. Ohne funktionierenden Systemschlüsselbund wird sie nur für diese Sitzung aufbewahrt.</translation>
    </message>
    <message>
      <source>The passphrase of an encrypted key. Kept in the system keyring, never in a file.</source>
      <translation>Die Passphrase eines verschlüsselten Schlüssels. Im Systemschlüsselbund aufbewahrt, nie in einer Datei.</translation>
    </message>
    <message>
      <source>Certificates (*.pem *.crt *.cer *.p12 *.pfx);;All files (*)</source>
      <translation>Zertifikate (*.pem *.crt *.cer *.p12 *.pfx);;Alle Dateien (*)</translation>
    </message>
    <message>
      <source>Keys (*.pem *.key);;All files (*)</source>
      <translation>Schlüssel (*.pem *.key);;Alle Dateien (*)</translation>
    </message>
    <message>
      <source>Contract document</source>
      <translation>Vertragsdokument</translation>
    </message>
    <message>
      <source>Optional: an OpenAPI 3.0 or 3.1 file</source>
      <translation>Optional: eine OpenAPI-3.0- oder -3.1-Datei</translation>
    </message>
    <message>
      <source>The Contract tab checks this server's answers against this document (JSON or YAML). Leave it empty to use the contract built into the app.</source>
      <translation>Der Tab „Vertrag“ prüft die Antworten dieses Servers anhand dieses Dokuments (JSON oder YAML). Lassen Sie das Feld leer, um den in die App eingebauten Vertrag zu verwenden.</translation>
    </message>
    <message>
      <source>Choose a contract document</source>
      <translation>Vertragsdokument auswählen</translation>
    </message>
    <message>
      <source>Allow the token over plain &amp;HTTP to this host</source>
      <translation>Token über &amp;unverschlüsseltes HTTP an diesen Host erlauben</translation>
    </message>
    <message>
      <source>Anyone on the network path can read a token sent over http://. Loopback addresses never need this.</source>
      <translation>Jeder auf dem Netzwerkweg kann ein über http:// gesendetes Token mitlesen. Loopback-Adressen brauchen dies nie.</translation>
    </message>
    <message>
      <source>&amp;Name:</source>
      <translation>&amp;Name:</translation>
    </message>
    <message>
      <source>&amp;Base URL:</source>
      <translation>&amp;Basis-URL:</translation>
    </message>
    <message>
      <source>T&amp;oken:</source>
      <translation>&amp;Token:</translation>
    </message>
    <message>
      <source>&amp;Time limit:</source>
      <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
      <source>&amp;CA bundle:</source>
      <translation>&amp;CA-Bundle:</translation>
    </message>
    <message>
      <source>Cont&amp;ract:</source>
      <translation>&amp;Vertrag:</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Speichern</translation>
    </message>
    <message>
      <source>Save this server (Enter)</source>
      <translation>Diesen Server speichern (Enter)</translation>
    </message>
    <message>
      <source>The profiles file was written by a newer version of Plant Store GUI or cannot be read: changes here are not saved.</source>
      <translation>Die Profildatei wurde von einer neueren Version von Plant Store GUI geschrieben oder kann nicht gelesen werden: Änderungen hier werden nicht gespeichert.</translation>
    </message>
    <message>
      <source>{name}  (default)</source>
      <comment>the default server in the list</comment>
      <translation>{name}  (Standard)</translation>
    </message>
    <message>
      <source>Looking for the system keyring…</source>
      <translation>Schlüsselbund des Systems wird gesucht…</translation>
    </message>
    <message>
      <source>Without a system keyring, a token typed here is kept for this session only.</source>
      <translation>Ohne Schlüsselbund des Systems wird ein hier eingegebenes Token nur für diese Sitzung behalten.</translation>
    </message>
    <message>
      <source>The system keyring failed just now; a token typed here may be kept for this session only.</source>
      <translation>Der Schlüsselbund des Systems ist gerade fehlgeschlagen; ein hier eingegebenes Token wird eventuell nur für diese Sitzung behalten.</translation>
    </message>
    <message>
      <source>Reading the token from the keyring…</source>
      <translation>Token wird aus dem Schlüsselbund gelesen…</translation>
    </message>
    <message>
      <source>Kept for this session only: the system keyring could not keep it.</source>
      <translation>Nur für diese Sitzung behalten: Der Schlüsselbund des Systems konnte es nicht speichern.</translation>
    </message>
    <message>
      <source>No token saved. Type it to keep it in the system keyring.</source>
      <translation>Kein Token gespeichert. Geben Sie es ein, um es im Schlüsselbund des Systems zu speichern.</translation>
    </message>
    <message>
      <source>No token saved. Without a system keyring, a token typed here is kept for this session only.</source>
      <translation>Kein Token gespeichert. Ohne Schlüsselbund des Systems wird ein hier eingegebenes Token nur für diese Sitzung behalten.</translation>
    </message>
    <message>
      <source>No token saved. The system keyring failed just now; a token typed here may be kept for this session only.</source>
      <translation>Kein Token gespeichert. Der Schlüsselbund des Systems ist gerade fehlgeschlagen; ein hier eingegebenes Token wird eventuell nur für diese Sitzung behalten.</translation>
    </message>
    <message>
      <source>Discard the changes?</source>
      <translation>Die Änderungen verwerfen?</translation>
    </message>
    <message>
      <source>The changes to this server are not saved. Closing now throws them away.</source>
      <translation>Die Änderungen an diesem Server sind nicht gespeichert. Wenn Sie jetzt schließen, gehen sie verloren.</translation>
    </message>
    <message>
      <source>&amp;Discard changes</source>
      <translation>Änderungen &amp;verwerfen</translation>
    </message>
    <message>
      <source>Cancel</source>
      <comment>leaves the dialog, losing changes</comment>
      <translation>Abbrechen</translation>
    </message>
    <message>
      <source>Close</source>
      <comment>leaves the dialog, all saved</comment>
      <translation>Schließen</translation>
    </message>
    <message>
      <source>New server</source>
      <translation>Neuer Server</translation>
    </message>
    <message>
      <source>Saved {name}.</source>
      <translation>{name} gespeichert.</translation>
    </message>
    <message>
      <source>Send the token to a new address?</source>
      <translation>Token an eine neue Adresse senden?</translation>
    </message>
    <message>
      <source>The token of {name} was used with {old_address}. The server now points to {new_address}.

Send the same token there from now on? If you remove it, you type the right token the next time you send.</source>
      <translation>Das Token von {name} wurde mit {old_address} verwendet. Der Server zeigt jetzt auf {new_address}.

Dasselbe Token künftig dorthin senden? Wenn Sie es entfernen, geben Sie beim nächsten Senden das richtige Token ein.</translation>
    </message>
    <message>
      <source>Send the token there</source>
      <translation>Token dorthin senden</translation>
    </message>
    <message>
      <source>Remove the token</source>
      <translation>Token entfernen</translation>
    </message>
    <message>
      <source>Delete this server?</source>
      <translation>Diesen Server löschen?</translation>
    </message>
    <message>
      <source>Delete {name} and its saved token? This cannot be undone.</source>
      <translation>{name} und das gespeicherte Token löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
      <source>Delete server</source>
      <translation>Server löschen</translation>
    </message>
    <message>
      <source>Deleted {name}.</source>
      <translation>{name} gelöscht.</translation>
    </message>
    <message>
      <source>Choose a CA bundle</source>
      <translation>CA-Bundle auswählen</translation>
    </message>
    <message>
      <source>Certificates (*.pem *.crt);;All files (*)</source>
      <translation>Zertifikate (*.pem *.crt);;Alle Dateien (*)</translation>
    </message>
    <message>
      <source>OpenAPI documents (*.yaml *.yml *.json);;All files (*)</source>
      <translation>OpenAPI-Dokumente (*.yaml *.yml *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
      <source>Import servers</source>
      <translation>Server importieren</translation>
    </message>
    <message>
      <source>Nothing was imported: {error}</source>
      <translation>Nichts wurde importiert: {error}</translation>
    </message>
    <message>
      <source>Export servers</source>
      <translation>Server exportieren</translation>
    </message>
    <message>
      <source>The servers could not be exported: {error}</source>
      <translation>Die Server konnten nicht exportiert werden: {error}</translation>
    </message>
    <message>
      <source>Exported the servers, without tokens, to {path}.</source>
      <translation>Server ohne Token nach {path} exportiert.</translation>
    </message>
  </context>
  <context>
    <name>RawEditor</name>
    <message>
      <source>Not valid JSON: {problem} (line {line}, column {column}).</source>
      <translation>Kein gültiges JSON: {problem} (Zeile {line}, Spalte {column}).</translation>
    </message>
    <message>
      <source>Not valid JSON: {problem}.</source>
      <translation>Kein gültiges JSON: {problem}.</translation>
    </message>
    <message>
      <source>Not valid JSON: nested too deeply.</source>
      <translation>Kein gültiges JSON: zu tief verschachtelt.</translation>
    </message>
    <message>
      <source>Error: {finding}</source>
      <translation>Fehler: {finding}</translation>
    </message>
    <message>
      <source>Error at {where}: {finding}</source>
      <translation>Fehler bei {where}: {finding}</translation>
    </message>
    <message>
      <source>Warning: {finding}</source>
      <translation>Warnung: {finding}</translation>
    </message>
    <message>
      <source>Warning at {where}: {finding}</source>
      <translation>Warnung bei {where}: {finding}</translation>
    </message>
    <message>
      <source>Note: {finding}</source>
      <translation>Hinweis: {finding}</translation>
    </message>
    <message>
      <source>Note at {where}: {finding}</source>
      <translation>Hinweis bei {where}: {finding}</translation>
    </message>
    <message>
      <source>Valid JSON, not checked against the contract. {problem}</source>
      <translation>Gültiges JSON, nicht gegen den Vertrag geprüft. {problem}</translation>
    </message>
    <message numerus="yes">
      <source>%Ln more findings: the Contract tab lists every one once the body is sent.</source>
      <translation>
        <numerusform>%Ln weiterer Befund: Der Reiter „Vertrag“ listet alle auf, sobald der Body gesendet ist.</numerusform>
        <numerusform>%Ln weitere Befunde: Der Reiter „Vertrag“ listet alle auf, sobald der Body gesendet ist.</numerusform>
      </translation>
    </message>
    <message>
      <source>Valid JSON. The built-in contract lists no JSON body for POST /plants.</source>
      <translation>Gültiges JSON. Der eingebaute Vertrag sieht für POST /plants keinen JSON-Body vor.</translation>
    </message>
    <message>
      <source>Valid JSON. {document} lists no JSON body for POST /plants.</source>
      <translation>Gültiges JSON. {document} sieht für POST /plants keinen JSON-Body vor.</translation>
    </message>
    <message>
      <source>Valid JSON, and a valid {schema} by the built-in contract, read as {dialect}.</source>
      <translation>Gültiges JSON und ein gültiges {schema}-Objekt nach dem eingebauten Vertrag, gelesen als {dialect}.</translation>
    </message>
    <message>
      <source>Valid JSON, and a valid {schema} by {document}, read as {dialect}.</source>
      <translation>Gültiges JSON und ein gültiges {schema}-Objekt nach {document}, gelesen als {dialect}.</translation>
    </message>
    <message>
      <source>Valid JSON, but not a valid {schema} by the built-in contract, read as {dialect}. It can still be sent, to see what the server says.</source>
      <translation>Gültiges JSON, aber kein gültiges {schema}-Objekt nach dem eingebauten Vertrag, gelesen als {dialect}. Es kann trotzdem gesendet werden, um die Antwort des Servers zu sehen.</translation>
    </message>
    <message>
      <source>Valid JSON, but not a valid {schema} by {document}, read as {dialect}. It can still be sent, to see what the server says.</source>
      <translation>Gültiges JSON, aber kein gültiges {schema}-Objekt nach {document}, gelesen als {dialect}. Es kann trotzdem gesendet werden, um die Antwort des Servers zu sehen.</translation>
    </message>
    <message>
      <source>Raw JSON body</source>
      <translation>Roher JSON-Body</translation>
    </message>
    <message>
      <source>JSON and contract check of the body</source>
      <translation>JSON- und Vertragsprüfung des Bodys</translation>
    </message>
    <message>
      <source>Sent exactly as typed, even when the form would refuse it. Marked RAW in the history. Ctrl+Return sends.</source>
      <translation>Wird genau wie eingegeben gesendet, auch wenn das Formular es ablehnen würde. Im Verlauf als RAW markiert. Ctrl+Return sendet.</translation>
    </message>
    <message>
      <source>Se&amp;nd raw</source>
      <translation>&amp;Roh senden</translation>
    </message>
    <message>
      <source>⚠ {problem} It can still be sent, to see what the server says.</source>
      <translation>⚠ {problem} Es kann trotzdem gesendet werden, um die Antwort des Servers zu sehen.</translation>
    </message>
    <message>
      <source>Valid JSON.</source>
      <translation>Gültiges JSON.</translation>
    </message>
  </context>
  <context>
    <name>RequestView</name>
    <message>
      <source>Request as sent</source>
      <translation>Anfrage wie gesendet</translation>
    </message>
    <message>
      <source>Cop&amp;y</source>
      <translation>&amp;Kopieren</translation>
    </message>
    <message>
      <source>Copy as c&amp;url</source>
      <translation>Als c&amp;url kopieren</translation>
    </message>
    <message>
      <source>The token is written as $PLANTSTORE_TOKEN</source>
      <translation>Das Token wird als $PLANTSTORE_TOKEN geschrieben</translation>
    </message>
    <message>
      <source>Copy as curl with the to&amp;ken…</source>
      <translation>Als curl &amp;mit Token kopieren…</translation>
    </message>
  </context>
  <context>
    <name>ResponseView</name>
    <message>
      <source>Response as received</source>
      <translation>Antwort wie empfangen</translation>
    </message>
    <message>
      <source>Size and timing</source>
      <translation>Größe und Zeiten</translation>
    </message>
    <message>
      <source>Cop&amp;y</source>
      <translation>&amp;Kopieren</translation>
    </message>
    <message>
      <source>No answer.

{failure}</source>
      <translation>Keine Antwort.

{failure}</translation>
    </message>
    <message>
      <source>No answer.</source>
      <translation>Keine Antwort.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln bytes · first byte after {first_byte} ms · complete after {complete} ms</source>
      <translation>
        <numerusform>%Ln Byte · erstes Byte nach {first_byte} ms · vollständig nach {complete} ms</numerusform>
        <numerusform>%Ln Bytes · erstes Byte nach {first_byte} ms · vollständig nach {complete} ms</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ResultsPanel</name>
    <message>
      <source>Result</source>
      <translation>Ergebnis</translation>
    </message>
    <message>
      <source>Result title</source>
      <translation>Ergebnistitel</translation>
    </message>
    <message>
      <source>What to do</source>
      <translation>Was zu tun ist</translation>
    </message>
    <message>
      <source>Technical detail</source>
      <translation>Technische Details</translation>
    </message>
    <message>
      <source>Raw answer</source>
      <translation>Rohe Antwort</translation>
    </message>
    <message>
      <source>Add a s&amp;erver…</source>
      <translation>Server hinzu&amp;fügen…</translation>
    </message>
    <message>
      <source>Try the sand&amp;box</source>
      <translation>Sandbo&amp;x ausprobieren</translation>
    </message>
    <message>
      <source>Allow plain HTTP for this r&amp;un</source>
      <translation>&amp;Unverschlüsseltes HTTP für diese Sitzung erlauben</translation>
    </message>
    <message>
      <source>Send the token unencrypted to this server until the app closes.</source>
      <translation>Das Token unverschlüsselt an diesen Server senden, bis die App geschlossen wird.</translation>
    </message>
    <message>
      <source>Ready for the first plant</source>
      <translation>Bereit für die erste Pflanze</translation>
    </message>
    <message>
      <source>Fill in the form and press Enter to create the plant.</source>
      <translation>Füllen Sie das Formular aus und drücken Sie Enter, um die Pflanze anzulegen.</translation>
    </message>
    <message>
      <source>Choose a server first</source>
      <translation>Wählen Sie zuerst einen Server</translation>
    </message>
    <message>
      <source>The plant was not sent: no server is chosen. Choose one in the Server list above, add your store's server, or try the built-in sandbox. What you typed stays in the form.</source>
      <translation>Die Pflanze wurde nicht gesendet: Es ist kein Server ausgewählt. Wählen Sie oben in der Serverliste einen aus, fügen Sie den Server Ihres Geschäfts hinzu oder probieren Sie die eingebaute Sandbox. Ihre Eingaben bleiben im Formular.</translation>
    </message>
    <message>
      <source>The plant was not sent: no server is set up yet. Add your store's server (its address and access token), or try the built-in sandbox. What you typed stays in the form.</source>
      <translation>Die Pflanze wurde nicht gesendet: Es ist noch kein Server eingerichtet. Fügen Sie den Server Ihres Geschäfts hinzu (Adresse und Zugriffstoken) oder probieren Sie die eingebaute Sandbox. Ihre Eingaben bleiben im Formular.</translation>
    </message>
    <message>
      <source>Welcome! Which Plant Store server?</source>
      <translation>Willkommen! Welcher Plant Store-Server?</translation>
    </message>
    <message>
      <source>Add your store's server (its address and access token), or try the built-in sandbox: a Plant Store on this computer to practise on.</source>
      <translation>Fügen Sie den Server Ihres Geschäfts hinzu (Adresse und Zugriffstoken) oder probieren Sie die eingebaute Sandbox: einen Plant Store auf diesem Computer zum Üben.</translation>
    </message>
    <message>
      <source>Sending plant {id}…</source>
      <translation>Pflanze {id} wird gesendet…</translation>
    </message>
    <message>
      <source>Sending…</source>
      <translation>Wird gesendet…</translation>
    </message>
    <message>
      <source>{note} Press Esc to stop waiting.</source>
      <translation>{note} Drücken Sie Esc, um nicht mehr zu warten.</translation>
    </message>
    <message>
      <source>Press Esc to stop waiting.</source>
      <translation>Drücken Sie Esc, um nicht mehr zu warten.</translation>
    </message>
    <message>
      <source>{label}:</source>
      <comment>a field's label</comment>
      <translation>{label}:</translation>
    </message>
    <message>
      <source>Hide the raw answer</source>
      <translation>Rohe Antwort ausblenden</translation>
    </message>
    <message>
      <source>Show the raw answer</source>
      <translation>Rohe Antwort anzeigen</translation>
    </message>
    <message>
      <source>Hide the error</source>
      <translation>Fehler ausblenden</translation>
    </message>
    <message>
      <source>Show the error</source>
      <translation>Fehler anzeigen</translation>
    </message>
    <message>
      <source>ready</source>
      <comment>the result's icon</comment>
      <translation>bereit</translation>
    </message>
    <message>
      <source>waiting</source>
      <comment>the result's icon</comment>
      <translation>wartet</translation>
    </message>
    <message>
      <source>created</source>
      <comment>the result's icon</comment>
      <translation>angelegt</translation>
    </message>
    <message>
      <source>rejected</source>
      <comment>the result's icon</comment>
      <translation>abgelehnt</translation>
    </message>
    <message>
      <source>unexpected</source>
      <comment>the result's icon</comment>
      <translation>unerwartet</translation>
    </message>
    <message>
      <source>failed</source>
      <comment>the result's icon</comment>
      <translation>fehlgeschlagen</translation>
    </message>
  </context>
  <context>
    <name>Said</name>
    <message>
      <source>Plant {id} is queued</source>
      <translation>Pflanze {id} steht in der Warteschlange</translation>
    </message>
    <message>
      <source>The plant is queued</source>
      <translation>Die Pflanze steht in der Warteschlange</translation>
    </message>
    <message>
      <source>It is sent as soon as the server has answered for plant {ahead}; nothing is lost.</source>
      <translation>Sie wird gesendet, sobald der Server zu Pflanze {ahead} geantwortet hat; nichts geht verloren.</translation>
    </message>
    <message>
      <source>It is sent as soon as the server has answered for the plant before it; nothing is lost.</source>
      <translation>Sie wird gesendet, sobald der Server zur Pflanze davor geantwortet hat; nichts geht verloren.</translation>
    </message>
    <message>
      <source>Plant {id} was not sent</source>
      <translation>Pflanze {id} wurde nicht gesendet</translation>
    </message>
    <message>
      <source>The plant was not sent</source>
      <translation>Die Pflanze wurde nicht gesendet</translation>
    </message>
    <message>
      <source>It could not be written down first, and a plant is sent only once it is: {problem} Free some disk space, or make the data folder writable, then send it again.</source>
      <translation>Sie konnte nicht zuerst festgehalten werden, und eine Pflanze wird erst gesendet, wenn sie festgehalten ist: {problem} Schaffen Sie Platz auf dem Datenträger oder machen Sie den Datenordner beschreibbar, und senden Sie sie dann erneut.</translation>
    </message>
    <message>
      <source>It could not be looked up in the history first, so it was not sent: {problem}</source>
      <translation>Sie konnte nicht zuerst im Verlauf nachgeschlagen werden, daher wurde sie nicht gesendet: {problem}</translation>
    </message>
    <message>
      <source>This copy of {app_name} sends nothing: it could not lock its data folder {folder} ({reason}), so it cannot make sure that no other copy sends the same plants. Make the folder writable, then start the app again.</source>
      <translation>Diese Instanz von {app_name} sendet nichts: Sie konnte ihren Datenordner {folder} nicht sperren ({reason}) und kann daher nicht sicherstellen, dass keine andere Instanz dieselben Pflanzen sendet. Machen Sie den Ordner beschreibbar und starten Sie die App dann neu.</translation>
    </message>
    <message>
      <source>{app_name} could not be started again in the new language: {reason}. Start it again yourself; the language you chose is saved.</source>
      <translation>{app_name} konnte nicht in der neuen Sprache neu gestartet werden: {reason}. Starten Sie die App selbst neu; die gewählte Sprache ist gespeichert.</translation>
    </message>
    <message>
      <source>{app_name} was started again in the new language, but it stopped before its window opened (exit status {status}). Start it again yourself; the language you chose is saved. Started from a terminal, it says why it stops.</source>
      <translation>{app_name} wurde in der neuen Sprache neu gestartet, hat sich aber beendet, bevor sich ihr Fenster öffnete (Exit-Status {status}). Starten Sie die App selbst neu; die gewählte Sprache ist gespeichert. Aus einem Terminal gestartet, sagt sie, warum sie sich beendet.</translation>
    </message>
    <message>
      <source>It was created on this server at {time}.</source>
      <translation>Sie wurde auf diesem Server um {time} angelegt.</translation>
    </message>
    <message>
      <source>It was created on this server on {date} at {time}.</source>
      <translation>Sie wurde auf diesem Server am {date} um {time} angelegt.</translation>
    </message>
  </context>
  <context>
    <name>Secrets</name>
    <message>
      <source>No system keyring was found, so tokens cannot be stored between sessions; a token you enter is kept for this session only.</source>
      <translation>Es wurde kein Schlüsselbund des Systems gefunden, daher können Token nicht über Sitzungen hinweg gespeichert werden; ein eingegebenes Token wird nur für diese Sitzung behalten.</translation>
    </message>
    <message>
      <source>To keep tokens, install GNOME Keyring or KWallet and log in again.</source>
      <translation>Um Token zu behalten, installieren Sie GNOME Keyring oder KWallet und melden Sie sich neu an.</translation>
    </message>
    <message>
      <source>The only keyring available stores passwords in a plain file, which this app does not use. Install or start a system keyring such as GNOME Keyring or KWallet; until then, a token you enter is kept for this session only.</source>
      <translation>Der einzige verfügbare Schlüsselbund speichert Passwörter in einer unverschlüsselten Datei, die diese App nicht verwendet. Installieren oder starten Sie einen Schlüsselbund des Systems wie GNOME Keyring oder KWallet; bis dahin wird ein eingegebenes Token nur für diese Sitzung behalten.</translation>
    </message>
    <message>
      <source>The Python keyring is turned off on this computer (its “null” backend is selected in keyringrc.cfg or PYTHON_KEYRING_BACKEND). Remove that setting to store tokens; until then, a token you enter is kept for this session only.</source>
      <translation>Der Python-Schlüsselbund ist auf diesem Computer ausgeschaltet (sein „null“-Backend ist in keyringrc.cfg oder PYTHON_KEYRING_BACKEND ausgewählt). Entfernen Sie diese Einstellung, um Token zu speichern; bis dahin wird ein eingegebenes Token nur für diese Sitzung behalten.</translation>
    </message>
    <message>
      <source>The system keyring is locked. Unlock it and try again.</source>
      <translation>Der Schlüsselbund des Systems ist gesperrt. Entsperren Sie ihn und versuchen Sie es erneut.</translation>
    </message>
    <message>
      <source>Access to the system keyring was refused. Allow this app when the keyring asks, then try again.</source>
      <translation>Der Zugriff auf den Schlüsselbund des Systems wurde verweigert. Erlauben Sie diese App, wenn der Schlüsselbund nachfragt, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
      <source>The token is too long for the system keyring. Check that only the token was pasted.</source>
      <translation>Das Token ist zu lang für den Schlüsselbund des Systems. Prüfen Sie, ob nur das Token eingefügt wurde.</translation>
    </message>
    <message>
      <source>The system keyring accepted the token but did not give it back, so it was not saved; it is kept for this session only.</source>
      <translation>Der Schlüsselbund des Systems hat das Token angenommen, aber nicht zurückgegeben, daher wurde es nicht gespeichert; es wird nur für diese Sitzung behalten.</translation>
    </message>
    <message>
      <source>The system keyring failed with an unexpected error ({error}). Try again; if it keeps failing, check that the keyring service is running.</source>
      <translation>Der Schlüsselbund des Systems ist mit einem unerwarteten Fehler fehlgeschlagen ({error}). Versuchen Sie es erneut; falls der Fehler bleibt, prüfen Sie, ob der Schlüsselbund-Dienst läuft.</translation>
    </message>
    <message>
      <source>The system keyring did not answer within {seconds} seconds; it may be waiting for you to unlock it. Unlock it and try again.</source>
      <translation>Der Schlüsselbund des Systems hat nicht innerhalb von {seconds} Sekunden geantwortet; vielleicht wartet er darauf, dass Sie ihn entsperren. Entsperren Sie ihn und versuchen Sie es erneut.</translation>
    </message>
    <message numerus="yes">
      <source>The system keyring did not answer within %Ln second; it may be waiting for you to unlock it. Unlock it and try again.</source>
      <translation>
        <numerusform>Der Schlüsselbund des Systems hat nicht innerhalb von %Ln Sekunde geantwortet; vielleicht wartet er darauf, dass Sie ihn entsperren. Entsperren Sie ihn und versuchen Sie es erneut.</numerusform>
        <numerusform>Der Schlüsselbund des Systems hat nicht innerhalb von %Ln Sekunden geantwortet; vielleicht wartet er darauf, dass Sie ihn entsperren. Entsperren Sie ihn und versuchen Sie es erneut.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The system keyring did not answer within %Ln seconds; it may be waiting for you to unlock it. Unlock it and try again.</source>
      <translation>
        <numerusform>Der Schlüsselbund des Systems hat nicht innerhalb von %Ln Sekunde geantwortet; vielleicht wartet er darauf, dass Sie ihn entsperren. Entsperren Sie ihn und versuchen Sie es erneut.</numerusform>
        <numerusform>Der Schlüsselbund des Systems hat nicht innerhalb von %Ln Sekunden geantwortet; vielleicht wartet er darauf, dass Sie ihn entsperren. Entsperren Sie ihn und versuchen Sie es erneut.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SendWorker</name>
    <message>
      <source>The journal could not be read: {error}</source>
      <translation>Das Journal konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
      <source>The plant could not be sent: {error}</source>
      <translation>Die Pflanze konnte nicht gesendet werden: {error}</translation>
    </message>
    <message>
      <source>The outbox could not be sent: {error}</source>
      <translation>Der Postausgang konnte nicht gesendet werden: {error}</translation>
    </message>
  </context>
  <context>
    <name>Sending</name>
    <message>
      <source>Created</source>
      <comment>what came of a request</comment>
      <translation>Angelegt</translation>
    </message>
    <message>
      <source>Rejected: {message}</source>
      <translation>Abgelehnt: {message}</translation>
    </message>
    <message>
      <source>You stopped waiting after it was sent: it may have reached the server.</source>
      <translation>Sie haben nach dem Senden aufgehört zu warten: Die Anfrage hat den Server möglicherweise erreicht.</translation>
    </message>
    <message>
      <source>You stopped it before it was sent.</source>
      <translation>Sie haben die Anfrage vor dem Senden abgebrochen.</translation>
    </message>
    <message>
      <source>Refused: HTTP {status} {reason}</source>
      <translation>Verweigert: HTTP {status} {reason}</translation>
    </message>
    <message>
      <source>Refused: HTTP {status}</source>
      <translation>Verweigert: HTTP {status}</translation>
    </message>
    <message>
      <source>Unexpected: HTTP {status} {reason} — {problem}</source>
      <translation>Unerwartet: HTTP {status} {reason} — {problem}</translation>
    </message>
    <message>
      <source>Unexpected: HTTP {status} — {problem}</source>
      <translation>Unerwartet: HTTP {status} — {problem}</translation>
    </message>
    <message>
      <source>Not sent: you stopped the batch.</source>
      <translation>Nicht gesendet: Sie haben den Stapel angehalten.</translation>
    </message>
    <message>
      <source>Its batch was stopped.</source>
      <translation>Stapel angehalten.</translation>
    </message>
    <message>
      <source>Failed: {kind}</source>
      <comment>a request that got no answer, and why</comment>
      <translation>Fehlgeschlagen: {kind}</translation>
    </message>
    <message>
      <source>(no id)</source>
      <comment>stands for a plant's missing id</comment>
      <translation>(keine ID)</translation>
    </message>
    <message>
      <source>Plant {plant} may already have been created: its request left and no complete answer came back. Sending it again may create it twice. This server honours the request's Idempotency-Key, so it creates the plant at most once.</source>
      <translation>Pflanze {plant} wurde möglicherweise schon angelegt: Die Anfrage wurde gesendet, aber es kam keine vollständige Antwort zurück. Erneutes Senden kann sie doppelt anlegen. Dieser Server beachtet den Idempotency-Key der Anfrage und legt die Pflanze daher höchstens einmal an.</translation>
    </message>
    <message>
      <source>Plant {plant} may already have been created: its request left and no complete answer came back. Sending it again may create it twice. This server is not known to honour the request's Idempotency-Key.</source>
      <translation>Pflanze {plant} wurde möglicherweise schon angelegt: Die Anfrage wurde gesendet, aber es kam keine vollständige Antwort zurück. Erneutes Senden kann sie doppelt anlegen. Es ist nicht bekannt, ob dieser Server den Idempotency-Key der Anfrage beachtet.</translation>
    </message>
    <message>
      <source>Plant {plant} was created by this request already. Sending it again creates a second request, which may create it twice or be refused as a duplicate.</source>
      <translation>Pflanze {plant} wurde durch diese Anfrage bereits angelegt. Erneutes Senden erzeugt eine zweite Anfrage, die sie doppelt anlegen oder als Duplikat abgelehnt werden kann.</translation>
    </message>
    <message>
      <source>No token is known for {server}: type its token in Manage servers, or choose that server, type it in the main window and press Enter; then send again.</source>
      <translation>Für {server} ist kein Token bekannt: Geben Sie sein Token unter „Server verwalten“ ein, oder wählen Sie diesen Server, geben Sie es im Hauptfenster ein und drücken Sie Enter; senden Sie dann erneut.</translation>
    </message>
    <message>
      <source>No server here has the address {address} any more. Add a server with that address and its token in Manage servers, then send again; or remove the plant from the outbox.</source>
      <translation>Kein Server hier hat noch die Adresse {address}. Fügen Sie unter „Server verwalten“ einen Server mit dieser Adresse und seinem Token hinzu und senden Sie dann erneut, oder entfernen Sie die Pflanze aus dem Postausgang.</translation>
    </message>
    <message>
      <source>No server here has the address {address} any more. Add a server with that address and its token in Manage servers, then send again.</source>
      <translation>Kein Server hier hat noch die Adresse {address}. Fügen Sie unter „Server verwalten“ einen Server mit dieser Adresse und seinem Token hinzu und senden Sie dann erneut.</translation>
    </message>
    <message>
      <source>The profile {server} it was sent from is gone. Choose the profile at {address} that should send it, then send it again; or remove the plant from the outbox.</source>
      <translation>Das Profil {server}, von dem sie gesendet wurde, gibt es nicht mehr. Wählen Sie das Profil unter {address}, das sie senden soll, und senden Sie sie erneut; oder nehmen Sie die Pflanze aus dem Postausgang.</translation>
    </message>
    <message>
      <source>The profile {server} it was sent from is gone. Choose the profile at {address} that should send it, then send it again.</source>
      <translation>Das Profil {server}, von dem sie gesendet wurde, gibt es nicht mehr. Wählen Sie das Profil unter {address}, das sie senden soll, und senden Sie sie erneut.</translation>
    </message>
    <message>
      <source>The history is off, so recorded plants cannot be sent.</source>
      <translation>Der Verlauf ist ausgeschaltet, daher können gespeicherte Pflanzen nicht gesendet werden.</translation>
    </message>
    <message>
      <source>This entry is no longer in the history.</source>
      <translation>Dieser Eintrag ist nicht mehr im Verlauf.</translation>
    </message>
    <message>
      <source>This plant is being sent right now.</source>
      <translation>Diese Pflanze wird gerade gesendet.</translation>
    </message>
    <message>
      <source>Sending it again needs your confirmation.</source>
      <translation>Erneutes Senden erfordert Ihre Bestätigung.</translation>
    </message>
    <message>
      <source>This plant was sent by another part of the app meanwhile.</source>
      <translation>Diese Pflanze wurde inzwischen von einem anderen Teil der App gesendet.</translation>
    </message>
    <message>
      <source>The history could not be written: {reason}</source>
      <translation>Der Verlauf konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
      <source>The outbox could not be sent: {reason}</source>
      <translation>Der Postausgang konnte nicht gesendet werden: {reason}</translation>
    </message>
    <message>
      <source>Removed from the outbox by you; not sent.</source>
      <translation>Von Ihnen aus dem Postausgang entfernt; nicht gesendet.</translation>
    </message>
    <message>
      <source>The app closed before sending it.</source>
      <translation>Die App wurde vor dem Senden geschlossen.</translation>
    </message>
    <message>
      <source>Not sent: you cancelled the batch.</source>
      <translation>Nicht gesendet: Sie haben den Stapel abgebrochen.</translation>
    </message>
    <message>
      <source>The connection is not secure: {reason}</source>
      <translation>Die Verbindung ist nicht sicher: {reason}</translation>
    </message>
    <message>
      <source>The server cannot be reached: {reason}</source>
      <translation>Der Server ist nicht erreichbar: {reason}</translation>
    </message>
    <message>
      <source>The server refused the token; check it in Manage servers.</source>
      <translation>Der Server hat das Token abgelehnt; prüfen Sie es unter „Server verwalten“.</translation>
    </message>
    <message>
      <source>The server refused the token. Type a new one in Manage servers, then send.</source>
      <translation>Der Server hat das Token abgelehnt. Geben Sie unter „Server verwalten“ ein neues ein und senden Sie dann.</translation>
    </message>
    <message>
      <source>The server asked to wait; it is sent again after {time}.</source>
      <translation>Der Server hat um Warten gebeten; die Pflanze wird nach {time} erneut gesendet.</translation>
    </message>
    <message>
      <source>Its batch stopped, or the app closed, before it was sent; it is sent when the server answers.</source>
      <translation>Der Stapel wurde angehalten oder die App geschlossen, bevor die Pflanze gesendet wurde; sie wird gesendet, sobald der Server antwortet.</translation>
    </message>
    <message>
      <source>The server could not be reached; it is sent when the server answers.</source>
      <translation>Der Server war nicht erreichbar; die Pflanze wird gesendet, sobald der Server antwortet.</translation>
    </message>
  </context>
  <context>
    <name>ServerBar</name>
    <message>
      <source>Server</source>
      <translation>Server</translation>
    </message>
    <message>
      <source>Se&amp;rver:</source>
      <translation>&amp;Server:</translation>
    </message>
    <message>
      <source>&amp;Manage servers…</source>
      <translation>Server &amp;verwalten…</translation>
    </message>
    <message>
      <source>Token for this server</source>
      <translation>Token für diesen Server</translation>
    </message>
    <message>
      <source>T&amp;oken:</source>
      <translation>T&amp;oken:</translation>
    </message>
    <message>
      <source>{name} (this session only)</source>
      <comment>a server kept for this session</comment>
      <translation>{name} (nur diese Sitzung)</translation>
    </message>
    <message>
      <source>No server chosen yet</source>
      <translation>Noch kein Server ausgewählt</translation>
    </message>
    <message>
      <source>No server</source>
      <translation>Kein Server</translation>
    </message>
    <message>
      <source>Kept for this session only.</source>
      <translation>Nur für diese Sitzung behalten.</translation>
    </message>
    <message>
      <source>No token is saved for this server; the one you type is kept in the system keyring.</source>
      <translation>Für diesen Server ist kein Token gespeichert; das eingegebene wird im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
      <source>No token is saved for this server; without a system keyring, the one you type is kept for this session only.</source>
      <translation>Für diesen Server ist kein Token gespeichert; ohne Schlüsselbund des Systems wird das eingegebene nur für diese Sitzung behalten.</translation>
    </message>
    <message>
      <source>No token could be read for this server: the system keyring failed. The one you type may be kept for this session only.</source>
      <translation>Für diesen Server konnte kein Token gelesen werden: Der Schlüsselbund des Systems ist fehlgeschlagen. Das eingegebene wird eventuell nur für diese Sitzung behalten.</translation>
    </message>
    <message>
      <source>{address} · reading the token from the keyring…</source>
      <translation>{address} · Token wird aus dem Schlüsselbund gelesen…</translation>
    </message>
    <message>
      <source>{address} · no token saved</source>
      <translation>{address} · kein Token gespeichert</translation>
    </message>
    <message>
      <source>{address} · token for this session only</source>
      <translation>{address} · Token nur für diese Sitzung</translation>
    </message>
    <message>
      <source>{address} · token in the keyring</source>
      <translation>{address} · Token im Schlüsselbund</translation>
    </message>
  </context>
  <context>
    <name>Servers</name>
    <message>
      <source>Sandbox</source>
      <comment>the name of the built-in test server</comment>
      <translation>Sandbox</translation>
    </message>
    <message>
      <source>Sandbox {number}</source>
      <comment>the name of a further built-in test server</comment>
      <translation>Sandbox {number}</translation>
    </message>
    <message>
      <source>The profiles file was written by a newer version of Plant Store GUI or cannot be read, so changes are not saved.</source>
      <translation>Die Profildatei wurde von einer neueren Version von Plant Store GUI geschrieben oder kann nicht gelesen werden, daher werden Änderungen nicht gespeichert.</translation>
    </message>
    <message>
      <source>The profiles could not be saved: {error}</source>
      <translation>Die Profile konnten nicht gespeichert werden: {error}</translation>
    </message>
  </context>
  <context>
    <name>Shortcuts</name>
    <message>
      <source> or </source>
      <comment>between two keys</comment>
      <translation> oder </translation>
    </message>
    <message>
      <source>In the Tag field, with a tag offered: take that tag.</source>
      <translation>Im Feld Tag, wenn ein Tag angeboten wird: dieses Tag übernehmen.</translation>
    </message>
    <message>
      <source>Held with the underlined letter of a field or a button: go to that field or press that button.</source>
      <translation>Gedrückt halten und den unterstrichenen Buchstaben eines Feldes oder einer Schaltfläche drücken: zu diesem Feld gehen oder diese Schaltfläche drücken.</translation>
    </message>
    <message>
      <source>In a dialog or a batch window: close it; a batch still sending asks first.</source>
      <translation>In einem Dialog oder einem Stapelfenster: es schließen; ein Stapel, der noch sendet, fragt vorher.</translation>
    </message>
    <message>
      <source>Send the plant; with the typing aids on, first move to an empty required field.</source>
      <translation>Die Pflanze senden; mit eingeschalteten Eingabehilfen zuerst zu einem leeren Pflichtfeld gehen.</translation>
    </message>
    <message>
      <source>Move to the next or the previous field.</source>
      <translation>Zum nächsten oder vorigen Feld gehen.</translation>
    </message>
  </context>
  <context>
    <name>ShortcutsDialog</name>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Tastenkürzel</translation>
    </message>
    <message>
      <source>Keys</source>
      <translation>Tasten</translation>
    </message>
    <message>
      <source>What it does</source>
      <translation>Was sie bewirken</translation>
    </message>
    <message>
      <source>In the form and every window</source>
      <translation>Im Formular und in jedem Fenster</translation>
    </message>
  </context>
  <context>
    <name>ShowRequests</name>
    <message>
      <source>The app was started again. This window is the one open for your data; the second copy closed without sending anything.</source>
      <translation>Die App wurde erneut gestartet. Dieses Fenster ist das für Ihre Daten geöffnete; die zweite Instanz wurde geschlossen, ohne etwas zu senden.</translation>
    </message>
  </context>
  <context>
    <name>Submitter</name>
    <message>
      <source>Still reading the token from the keyring…</source>
      <translation>Das Token wird noch aus dem Schlüsselbund gelesen…</translation>
    </message>
    <message>
      <source>The body went as it stood: what you type now is for the next send.</source>
      <translation>Der Body wurde so gesendet, wie er war: Was Sie jetzt eingeben, gilt für das nächste Senden.</translation>
    </message>
    <message>
      <source>The form is ready for the next plant; if this one is not created, it is put back.</source>
      <translation>Das Formular ist bereit für die nächste Pflanze; wird diese nicht angelegt, kommt sie zurück ins Formular.</translation>
    </message>
    <message>
      <source>Stopped waiting at your request.</source>
      <translation>Warten auf Ihren Wunsch beendet.</translation>
    </message>
    <message>
      <source>The form keeps what you typed since; this plant is in the history, where Re-send sends it again.</source>
      <translation>Das Formular behält, was Sie inzwischen eingegeben haben; diese Pflanze steht im Verlauf, wo „Erneut senden“ sie noch einmal sendet.</translation>
    </message>
    <message>
      <source>What you typed is back in the form.</source>
      <translation>Ihre Eingaben sind wieder im Formular.</translation>
    </message>
    <message>
      <source>Or allow plain HTTP with the button below, for this run only.</source>
      <translation>Oder erlauben Sie unverschlüsseltes HTTP mit der Schaltfläche unten, nur für diese Sitzung.</translation>
    </message>
    <message>
      <source>Or allow plain HTTP for this server in Manage servers.</source>
      <translation>Oder erlauben Sie unverschlüsseltes HTTP für diesen Server unter „Server verwalten“.</translation>
    </message>
    <message>
      <source>{first} {second}</source>
      <comment>two sentences, one after the other</comment>
      <translation>{first} {second}</translation>
    </message>
    <message>
      <source>Until the app closes, the token travels unencrypted to {host}. Press Enter to send the plant.</source>
      <translation>Bis die App geschlossen wird, wird das Token unverschlüsselt an {host} übertragen. Drücken Sie Enter, um die Pflanze zu senden.</translation>
    </message>
    <message>
      <source>Plain HTTP is allowed for this run</source>
      <translation>Unverschlüsseltes HTTP ist für diese Sitzung erlaubt</translation>
    </message>
    <message>
      <source>Send it again?</source>
      <translation>Erneut senden?</translation>
    </message>
    <message>
      <source>&amp;Re-send plant</source>
      <translation>Pflanze &amp;erneut senden</translation>
    </message>
    <message>
      <source>The form keeps what you typed since, and this plant is in no history: type it again to send it.</source>
      <translation>Das Formular behält, was Sie inzwischen eingegeben haben, und diese Pflanze steht in keinem Verlauf: Geben Sie sie erneut ein, um sie zu senden.</translation>
    </message>
  </context>
  <context>
    <name>TokenField</name>
    <message>
      <source>Access token</source>
      <translation>Zugriffstoken</translation>
    </message>
    <message>
      <source>Show the token</source>
      <translation>Token anzeigen</translation>
    </message>
    <message>
      <source>Hide the token</source>
      <translation>Token ausblenden</translation>
    </message>
  </context>
  <context>
    <name>Wording</name>
    <message>
      <source>{title}.</source>
      <comment>a result's title, said as a sentence</comment>
      <translation>{title}.</translation>
    </message>
    <message>
      <source>Reason</source>
      <comment>the server's error message</comment>
      <translation>Grund</translation>
    </message>
    <message>
      <source>Server's reason</source>
      <translation>Grund des Servers</translation>
    </message>
    <message numerus="yes">
      <source>• … and %Ln more</source>
      <comment>more items in the server's list of errors</comment>
      <translation>
        <numerusform>• … und %Ln weiterer</numerusform>
        <numerusform>• … und %Ln weitere</numerusform>
      </translation>
    </message>
    <message>
      <source>RAW body, typed by hand · {detail}</source>
      <translation>RAW-Body, von Hand eingegeben · {detail}</translation>
    </message>
    <message>
      <source>Plant {id} is waiting in the outbox</source>
      <translation>Pflanze {id} wartet im Postausgang</translation>
    </message>
    <message>
      <source>The plant is waiting in the outbox</source>
      <translation>Die Pflanze wartet im Postausgang</translation>
    </message>
    <message>
      <source>It will be sent once the connection is secure: check the server's certificate, or the CA bundle in Manage servers. Nothing is lost.</source>
      <translation>Sie wird gesendet, sobald die Verbindung sicher ist: Prüfen Sie das Zertifikat des Servers oder das CA-Bundle unter „Server verwalten“. Nichts geht verloren.</translation>
    </message>
    <message>
      <source>Check the server's certificate, or the CA bundle in Manage servers. It waits there until you send the outbox (File ▸ Send the outbox now); nothing is lost.</source>
      <translation>Prüfen Sie das Zertifikat des Servers oder das CA-Bundle unter „Server verwalten“. Die Pflanze wartet dort, bis Sie den Postausgang senden (Datei ▸ Postausgang jetzt senden); nichts geht verloren.</translation>
    </message>
    <message>
      <source>It will be sent as soon as the server answers; nothing is lost.</source>
      <translation>Sie wird gesendet, sobald der Server antwortet; nichts geht verloren.</translation>
    </message>
    <message>
      <source>{title}: {why} {then}</source>
      <comment>what went wrong, why, then what becomes of the plant in the outbox</comment>
      <translation>{title}: {why} {then}</translation>
    </message>
    <message>
      <source>It will be sent again once you give this server a new token; nothing is lost.</source>
      <translation>Sie wird erneut gesendet, sobald Sie diesem Server ein neues Token geben; nichts geht verloren.</translation>
    </message>
    <message>
      <source>It will be sent again when the server allows; nothing is lost.</source>
      <translation>Sie wird erneut gesendet, sobald der Server es zulässt; nichts geht verloren.</translation>
    </message>
    <message>
      <source>{title}. {then}</source>
      <comment>what the server's answer means, then what becomes of the plant in the outbox</comment>
      <translation>{title}. {then}</translation>
    </message>
    <message>
      <source>Name</source>
      <comment>the plant's name</comment>
      <translation>Name</translation>
    </message>
    <message>
      <source>Tag</source>
      <comment>the plant's tag</comment>
      <translation>Tag</translation>
    </message>
    <message>
      <source>Plant {id} created</source>
      <translation>Pflanze {id} angelegt</translation>
    </message>
    <message>
      <source>The plant created</source>
      <translation>Die Pflanze wurde angelegt</translation>
    </message>
    <message>
      <source>The server did not accept plant {id}</source>
      <translation>Der Server hat Pflanze {id} nicht angenommen</translation>
    </message>
    <message>
      <source>The server did not accept the plant</source>
      <translation>Der Server hat die Pflanze nicht angenommen</translation>
    </message>
    <message>
      <source>Error code</source>
      <translation>Fehlercode</translation>
    </message>
    <message>
      <source>Nothing was created. To send a changed plant, type it in the form.</source>
      <translation>Es wurde nichts angelegt. Um die Pflanze geändert zu senden, geben Sie sie im Formular ein.</translation>
    </message>
    <message>
      <source>Correct the plant and send it again.</source>
      <translation>Korrigieren Sie die Pflanze und senden Sie sie erneut.</translation>
    </message>
    <message>
      <source>What came back</source>
      <translation>Was zurückkam</translation>
    </message>
    <message>
      <source>It will be sent once the connection can be made: check the client certificate in Manage servers. Nothing is lost.</source>
      <translation>Die Pflanze wird gesendet, sobald die Verbindung zustande kommt: Prüfen Sie das Client-Zertifikat unter „Server verwalten“. Nichts geht verloren.</translation>
    </message>
    <message>
      <source>Check the client certificate in Manage servers. It waits there until you send the outbox (File ▸ Send the outbox now); nothing is lost.</source>
      <translation>Prüfen Sie das Client-Zertifikat unter „Server verwalten“. Die Pflanze wartet dort, bis Sie den Postausgang senden (Datei ▸ Postausgang jetzt senden); nichts geht verloren.</translation>
    </message>
    <message numerus="yes">
      <source>It will be sent again after %Ln seconds; nothing is lost.</source>
      <translation>
        <numerusform>Sie wird nach %Ln Sekunde erneut gesendet; nichts geht verloren.</numerusform>
        <numerusform>Sie wird nach %Ln Sekunden erneut gesendet; nichts geht verloren.</numerusform>
      </translation>
    </message>
    <message>
      <source>It waits there until you send the outbox (File ▸ Send the outbox now); nothing is lost.</source>
      <translation>Sie wartet dort, bis Sie den Postausgang senden (Datei ▸ Postausgang jetzt senden); nichts geht verloren.</translation>
    </message>
    <message>
      <source>{kind} · after {elapsed}</source>
      <translation>{kind} · nach {elapsed}</translation>
    </message>
    <message>
      <source>Plant {id} is being sent</source>
      <translation>Pflanze {id} wird gesendet</translation>
    </message>
    <message>
      <source>The plant is being sent</source>
      <translation>Die Pflanze wird gesendet</translation>
    </message>
    <message>
      <source>It is on its way to {url}.</source>
      <translation>Sie ist unterwegs zu {url}.</translation>
    </message>
    <message>
      <source>{summary} It will be sent when the server answers; nothing is lost.</source>
      <translation>{summary} Sie wird gesendet, sobald der Server antwortet; nichts geht verloren.</translation>
    </message>
    <message>
      <source>Plant {id} needs checking</source>
      <translation>Pflanze {id} muss geprüft werden</translation>
    </message>
    <message>
      <source>The plant needs checking</source>
      <translation>Die Pflanze muss geprüft werden</translation>
    </message>
    <message>
      <source>{summary} Check it on the server before sending it again; it is never sent again on its own.</source>
      <translation>{summary} Prüfen Sie sie auf dem Server, bevor Sie sie erneut senden; sie wird nie von selbst erneut gesendet.</translation>
    </message>
    <message>
      <source>Plant {id} was not sent</source>
      <translation>Pflanze {id} wurde nicht gesendet</translation>
    </message>
    <message>
      <source>The plant was not sent</source>
      <translation>Die Pflanze wurde nicht gesendet</translation>
    </message>
    <message>
      <source>{summary} Nothing was created.</source>
      <translation>{summary} Es wurde nichts angelegt.</translation>
    </message>
    <message>
      <source>RAW body, typed by hand</source>
      <translation>RAW-Body, von Hand eingegeben</translation>
    </message>
    <message>
      <source>The server sent us elsewhere</source>
      <translation>Der Server hat auf eine andere Adresse umgeleitet</translation>
    </message>
    <message>
      <source>Check the base URL with whoever runs the server. The request was not followed to the other address, so the token stayed with this server.</source>
      <translation>Klären Sie die Basis-URL mit dem Betreiber des Servers. Die Umleitung wurde nicht verfolgt, daher blieb das Token bei diesem Server.</translation>
    </message>
    <message>
      <source>The server refused plant {id} ({code}), so nothing was created, but its answer is not the Error the spec describes.</source>
      <translation>Der Server hat Pflanze {id} abgelehnt ({code}), es wurde also nichts angelegt, aber seine Antwort ist nicht der in der Spezifikation beschriebene Error.</translation>
    </message>
    <message>
      <source>The server refused the plant ({code}), so nothing was created, but its answer is not the Error the spec describes.</source>
      <translation>Der Server hat die Pflanze abgelehnt ({code}), es wurde also nichts angelegt, aber seine Antwort ist nicht der in der Spezifikation beschriebene Error.</translation>
    </message>
    <message>
      <source>The server refused the token</source>
      <translation>Der Server hat das Token abgelehnt</translation>
    </message>
    <message>
      <source>Check the token for this server. Nothing was created.</source>
      <translation>Prüfen Sie das Token für diesen Server. Es wurde nichts angelegt.</translation>
    </message>
    <message>
      <source>This token may not create plants</source>
      <translation>Dieses Token darf keine Pflanzen anlegen</translation>
    </message>
    <message>
      <source>The server knows the token but does not allow it to create plants ({code}). Nothing was created. Ask whoever runs the server for a token that may.</source>
      <translation>Der Server kennt das Token, erlaubt damit aber nicht das Anlegen von Pflanzen ({code}). Es wurde nichts angelegt. Bitten Sie den Betreiber des Servers um ein Token mit dieser Berechtigung.</translation>
    </message>
    <message>
      <source>The server has no plant store at this address</source>
      <translation>Unter dieser Adresse hat der Server keinen Plant Store</translation>
    </message>
    <message>
      <source>Check the base URL: the request went to {url}/plants. Nothing was created.</source>
      <translation>Prüfen Sie die Basis-URL: Die Anfrage ging an {url}/plants. Es wurde nichts angelegt.</translation>
    </message>
    <message>
      <source>The server refused plant {id} as a conflict</source>
      <translation>Der Server hat Pflanze {id} wegen eines Konflikts abgelehnt</translation>
    </message>
    <message>
      <source>The server refused the plant as a conflict</source>
      <translation>Der Server hat die Pflanze wegen eines Konflikts abgelehnt</translation>
    </message>
    <message>
      <source>It conflicts with something the server already holds ({code}), such as a plant with the same id. Nothing was created.</source>
      <translation>Sie steht in Konflikt mit etwas, das der Server bereits hat ({code}), etwa einer Pflanze mit derselben ID. Es wurde nichts angelegt.</translation>
    </message>
    <message>
      <source>The server found plant {id} invalid</source>
      <translation>Der Server hält Pflanze {id} für ungültig</translation>
    </message>
    <message>
      <source>The server found the plant invalid</source>
      <translation>Der Server hält die Pflanze für ungültig</translation>
    </message>
    <message>
      <source>It understood the request but refused the plant in it ({code}). Nothing was created. Correct the plant and send it again.</source>
      <translation>Der Server hat die Anfrage verstanden, aber die Pflanze darin abgelehnt ({code}). Es wurde nichts angelegt. Korrigieren Sie die Pflanze und senden Sie sie erneut.</translation>
    </message>
    <message>
      <source>The server is busy</source>
      <translation>Der Server ist ausgelastet</translation>
    </message>
    <message>
      <source>The server refused plant {id}</source>
      <translation>Der Server hat Pflanze {id} abgelehnt</translation>
    </message>
    <message>
      <source>The server refused the plant</source>
      <translation>Der Server hat die Pflanze abgelehnt</translation>
    </message>
    <message>
      <source>It answered {code}: the server refused the request. Nothing was created.</source>
      <translation>Antwort {code}: Der Server hat die Anfrage abgelehnt. Es wurde nichts angelegt.</translation>
    </message>
    <message>
      <source>The server ran into a problem</source>
      <translation>Auf dem Server ist ein Problem aufgetreten</translation>
    </message>
    <message>
      <source>Plant {id} may or may not have been created. Check it on the server: it is under “Needs checking” in the history, and is never sent again on its own.</source>
      <translation>Pflanze {id} wurde möglicherweise angelegt, möglicherweise nicht. Prüfen Sie das auf dem Server: Sie steht im Verlauf unter „Zu prüfen“ und wird nie von selbst erneut gesendet.</translation>
    </message>
    <message>
      <source>The plant may or may not have been created. Check it on the server: it is under “Needs checking” in the history, and is never sent again on its own.</source>
      <translation>Die Pflanze wurde möglicherweise angelegt, möglicherweise nicht. Prüfen Sie das auf dem Server: Sie steht im Verlauf unter „Zu prüfen“ und wird nie von selbst erneut gesendet.</translation>
    </message>
    <message>
      <source>Plant {id} may or may not have been created. Check before sending it again.</source>
      <translation>Pflanze {id} wurde möglicherweise angelegt, möglicherweise nicht. Prüfen Sie das, bevor Sie sie erneut senden.</translation>
    </message>
    <message>
      <source>The plant may or may not have been created. Check before sending it again.</source>
      <translation>Die Pflanze wurde möglicherweise angelegt, möglicherweise nicht. Prüfen Sie das, bevor Sie sie erneut senden.</translation>
    </message>
    <message numerus="yes">
      <source>It had too many requests ({code}), so nothing was created. Send plant {id} again after %Ln seconds.</source>
      <translation>
        <numerusform>Der Server hat zu viele Anfragen erhalten ({code}), daher wurde nichts angelegt. Senden Sie Pflanze {id} nach %Ln Sekunde erneut.</numerusform>
        <numerusform>Der Server hat zu viele Anfragen erhalten ({code}), daher wurde nichts angelegt. Senden Sie Pflanze {id} nach %Ln Sekunden erneut.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>It had too many requests ({code}), so nothing was created. Send the plant again after %Ln seconds.</source>
      <translation>
        <numerusform>Der Server hat zu viele Anfragen erhalten ({code}), daher wurde nichts angelegt. Senden Sie die Pflanze nach %Ln Sekunde erneut.</numerusform>
        <numerusform>Der Server hat zu viele Anfragen erhalten ({code}), daher wurde nichts angelegt. Senden Sie die Pflanze nach %Ln Sekunden erneut.</numerusform>
      </translation>
    </message>
    <message>
      <source>It had too many requests ({code}), so nothing was created. Send plant {id} again later.</source>
      <translation>Der Server hat zu viele Anfragen erhalten ({code}), daher wurde nichts angelegt. Senden Sie Pflanze {id} später erneut.</translation>
    </message>
    <message>
      <source>It had too many requests ({code}), so nothing was created. Send the plant again later.</source>
      <translation>Der Server hat zu viele Anfragen erhalten ({code}), daher wurde nichts angelegt. Senden Sie die Pflanze später erneut.</translation>
    </message>
    <message>
      <source>The server gave an answer this app does not understand</source>
      <translation>Der Server hat eine Antwort gegeben, die diese App nicht versteht</translation>
    </message>
    <message>
      <source>The request had already been sent: plant {id} may or may not have been created. Check before sending it again.</source>
      <translation>Die Anfrage war bereits gesendet: Pflanze {id} wurde möglicherweise angelegt, möglicherweise nicht. Prüfen Sie das, bevor Sie sie erneut senden.</translation>
    </message>
    <message>
      <source>The request had already been sent: the plant may or may not have been created. Check before sending it again.</source>
      <translation>Die Anfrage war bereits gesendet: Die Pflanze wurde möglicherweise angelegt, möglicherweise nicht. Prüfen Sie das, bevor Sie sie erneut senden.</translation>
    </message>
    <message>
      <source>Stopped waiting</source>
      <translation>Warten beendet</translation>
    </message>
    <message>
      <source>The token would travel unencrypted to {host}: anyone on the network between could read it and use it. Use https:// if the server offers it.</source>
      <translation>Das Token würde unverschlüsselt an {host} übertragen: Jeder im Netzwerk dazwischen könnte es mitlesen und verwenden. Verwenden Sie https://, wenn der Server es anbietet.</translation>
    </message>
    <message>
      <source>Could not reach the server</source>
      <translation>Server nicht erreichbar</translation>
    </message>
    <message>
      <source>Nothing answers at {url}. Is it running?</source>
      <translation>Unter {url} antwortet nichts. Läuft der Server?</translation>
    </message>
    <message>
      <source>Could not find the server</source>
      <translation>Server nicht gefunden</translation>
    </message>
    <message>
      <source>Check the server name in {url}.</source>
      <translation>Prüfen Sie den Servernamen in {url}.</translation>
    </message>
    <message>
      <source>The server's certificate was not trusted</source>
      <translation>Dem Zertifikat des Servers wurde nicht vertraut</translation>
    </message>
    <message>
      <source>The connection was not secure, so nothing was sent.</source>
      <translation>Die Verbindung war nicht sicher, daher wurde nichts gesendet.</translation>
    </message>
    <message>
      <source>The secure connection could not be made</source>
      <translation>Die sichere Verbindung kam nicht zustande</translation>
    </message>
    <message>
      <source>{reason} Nothing was sent.</source>
      <translation>{reason} Es wurde nichts gesendet.</translation>
    </message>
    <message>
      <source>The server did not answer</source>
      <translation>Der Server hat nicht geantwortet</translation>
    </message>
    <message>
      <source>Check the network and try again.</source>
      <translation>Prüfen Sie das Netzwerk und versuchen Sie es erneut.</translation>
    </message>
    <message>
      <source>You stopped waiting for the answer. {unknown}</source>
      <translation>Sie haben aufgehört, auf die Antwort zu warten. {unknown}</translation>
    </message>
    <message>
      <source>You stopped it before it was sent. Nothing was sent.</source>
      <translation>Sie haben die Anfrage vor dem Senden abgebrochen. Es wurde nichts gesendet.</translation>
    </message>
    <message>
      <source>Try again.</source>
      <translation>Versuchen Sie es erneut.</translation>
    </message>
    <message>
      <source>The server took too long</source>
      <translation>Der Server hat zu lange gebraucht</translation>
    </message>
    <message>
      <source>Nothing was created. Try again.</source>
      <translation>Es wurde nichts angelegt. Versuchen Sie es erneut.</translation>
    </message>
    <message>
      <source>The connection broke</source>
      <translation>Die Verbindung ist abgebrochen</translation>
    </message>
    <message>
      <source>{size} bytes (cut off)</source>
      <comment>the size of an answer, in the technical line under a result</comment>
      <translation>{size} Bytes (abgeschnitten)</translation>
    </message>
    <message>
      <source>{size} bytes</source>
      <comment>the size of an answer, in the technical line under a result</comment>
      <translation>{size} Bytes</translation>
    </message>
    <message>
      <source>{status} · {elapsed} · {size}</source>
      <comment>the technical line under a result: the answer's status (HTTP 200 OK), how long it took, its size</comment>
      <translation>{status} · {elapsed} · {size}</translation>
    </message>
    <message>
      <source>{milliseconds} ms</source>
      <translation>{milliseconds} ms</translation>
    </message>
    <message>
      <source>{seconds} s</source>
      <comment>seconds, a unit</comment>
      <translation>{seconds} s</translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant was on its way when the app stopped: it may or may not have been created. Check it on the server; it is under “Needs checking” in the history and is never sent again on its own.</source>
      <translation>
        <numerusform>%Ln Pflanze war unterwegs, als die App beendet wurde: Sie wurde möglicherweise angelegt, möglicherweise nicht. Prüfen Sie das auf dem Server; sie steht im Verlauf unter „Zu prüfen“ und wird nie von selbst erneut gesendet.</numerusform>
        <numerusform>%Ln Pflanzen waren unterwegs, als die App beendet wurde: Jede wurde möglicherweise angelegt, möglicherweise nicht. Prüfen Sie das auf dem Server; sie stehen im Verlauf unter „Zu prüfen“ und werden nie von selbst erneut gesendet.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants were on their way when the app stopped: each may or may not have been created. Check them on the server; they are under “Needs checking” in the history and are never sent again on their own.</source>
      <translation>
        <numerusform>%Ln Pflanze war unterwegs, als die App beendet wurde: Sie wurde möglicherweise angelegt, möglicherweise nicht. Prüfen Sie das auf dem Server; sie steht im Verlauf unter „Zu prüfen“ und wird nie von selbst erneut gesendet.</numerusform>
        <numerusform>%Ln Pflanzen waren unterwegs, als die App beendet wurde: Jede wurde möglicherweise angelegt, möglicherweise nicht. Prüfen Sie das auf dem Server; sie stehen im Verlauf unter „Zu prüfen“ und werden nie von selbst erneut gesendet.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant still needs checking: you stopped waiting, the connection broke or the server failed, so it may or may not have been created.</source>
      <translation>
        <numerusform>%Ln Pflanze muss noch geprüft werden: Sie haben das Warten beendet, die Verbindung ist abgebrochen oder der Server ist fehlgeschlagen, daher wurde sie möglicherweise angelegt, möglicherweise nicht.</numerusform>
        <numerusform>%Ln Pflanzen müssen noch geprüft werden: Sie haben das Warten beendet, die Verbindung ist abgebrochen oder der Server ist fehlgeschlagen, daher wurde jede möglicherweise angelegt, möglicherweise nicht.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants still need checking: you stopped waiting, the connection broke or the server failed, so each may or may not have been created.</source>
      <translation>
        <numerusform>%Ln Pflanze muss noch geprüft werden: Sie haben das Warten beendet, die Verbindung ist abgebrochen oder der Server ist fehlgeschlagen, daher wurde sie möglicherweise angelegt, möglicherweise nicht.</numerusform>
        <numerusform>%Ln Pflanzen müssen noch geprüft werden: Sie haben das Warten beendet, die Verbindung ist abgebrochen oder der Server ist fehlgeschlagen, daher wurde jede möglicherweise angelegt, möglicherweise nicht.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Words</name>
    <message>
      <source>“{text}”</source>
      <comment>a name, a field or a value quoted inside a sentence</comment>
      <translation>„{text}“</translation>
    </message>
  </context>
</TS>