<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ar">
  <context>
    <name>Accessible</name>
    <message>
      <source>Clear {field}</source>
      <comment>a clear button's name; {field} is the field's name</comment>
      <translation>مسح {field}</translation>
    </message>
    <message>
      <source>the text</source>
      <comment>what a clear button clears</comment>
      <translation>النص</translation>
    </message>
  </context>
  <context>
    <name>Batch</name>
    <message>
      <source>Spaces around the id were trimmed.</source>
      <translation>أُزيلت المسافات حول المعرّف.</translation>
    </message>
    <message>
      <source>{file} is over {megabytes} MB; split it up.</source>
      <translation>حجم {file} أكبر من {megabytes} ميغابايت؛ قسّمه إلى أجزاء.</translation>
    </message>
    <message>
      <source>{file} looks like a workbook; save it as CSV first.</source>
      <translation>يبدو أن {file} مصنّف جداول؛ احفظه بصيغة CSV أولًا.</translation>
    </message>
    <message>
      <source>{file} is not a text file.</source>
      <translation>{file} ليس ملفًا نصيًا.</translation>
    </message>
    <message>
      <source>Cannot read {file}: {reason}.</source>
      <translation>تتعذّر قراءة {file}: {reason}.</translation>
    </message>
    <message>
      <source>The sheet is empty.</source>
      <translation>الجدول فارغ.</translation>
    </message>
    <message>
      <source>Line {line} cannot be read ({reason}). Check its quotes.</source>
      <translation>تتعذّر قراءة السطر {line} ({reason}). تحقّق من علامات الاقتباس فيه.</translation>
    </message>
    <message>
      <source>The sheet has a header row but no plants under it.</source>
      <translation>في الجدول صف عناوين، ولكن لا نباتات تحته.</translation>
    </message>
    <message>
      <source>This is not a text file.</source>
      <translation>هذا ليس ملفًا نصيًا.</translation>
    </message>
    <message>
      <source>The row starting on line {line} runs past {most} characters; a row may hold at most {most}. Check its quotes: a quote left open takes in the lines after it.</source>
      <translation>يتجاوز الصف الذي يبدأ في السطر {line} عدد {most} حرفًا؛ ولا يجوز أن يتجاوز الصف {most} حرفًا. تحقّق من علامات الاقتباس فيه: علامة اقتباس غير مغلقة تضمّ الأسطر التي تليها.</translation>
    </message>
    <message>
      <source>Line {line} is longer than {most} characters; a row may hold at most {most}.</source>
      <translation>السطر {line} أطول من {most} حرفًا؛ ولا يجوز أن يتجاوز الصف {most} حرفًا.</translation>
    </message>
    <message>
      <source>Line {line} has more than {most} columns; a sheet may have at most {most}.</source>
      <translation>في السطر {line} أكثر من {most} عمودًا؛ ولا يجوز أن يتجاوز الجدول {most} عمودًا.</translation>
    </message>
    <message>
      <source>A cell in the row on line {line} holds more than {most} characters; a cell may hold at most {most}.</source>
      <translation>في الصف الذي في السطر {line} خلية فيها أكثر من {most} حرفًا؛ ولا يجوز أن تتجاوز الخلية {most} حرفًا.</translation>
    </message>
    <message>
      <source>The sheet has more than {most} rows; split it into sheets of at most {most}.</source>
      <translation>في الجدول أكثر من {most} صفًا؛ قسّمه إلى جداول لا يتجاوز كل منها {most} صفًا.</translation>
    </message>
    <message>
      <source>Column {number}</source>
      <comment>a sheet's column without a header</comment>
      <translation>العمود {number}</translation>
    </message>
    <message>
      <source>Choose a different column for each of id, name and tag.</source>
      <translation>اختر عمودًا مختلفًا لكل من المعرّف والاسم والوسم.</translation>
    </message>
    <message>
      <source>Id {id} is also on line {line}.</source>
      <translation>المعرّف {id} موجود أيضًا في السطر {line}.</translation>
    </message>
  </context>
  <context>
    <name>BatchLauncher</name>
    <message>
      <source>&amp;Stop and quit</source>
      <translation>&amp;توقّف واخرج</translation>
    </message>
    <message>
      <source>Plants from this spreadsheet are still being sent; no new row starts while you decide. Stop after the rows on their way and close this window? The rows left are not sent: to send them later, open the spreadsheet again (the plants already created are left out).</source>
      <translation>لا يزال إرسال نباتات من جدول البيانات هذا جاريًا؛ ولن يبدأ إرسال أي صف جديد ريثما تقرّر. هل تريد التوقف بعد الصفوف التي في طريقها ثم إغلاق هذه النافذة؟ لن تُرسل الصفوف المتبقية: لإرسالها لاحقًا، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</translation>
    </message>
    <message>
      <source>Plants from a spreadsheet are still being sent; no new row starts while you decide. Stop after the rows on their way and quit?</source>
      <translation>لا يزال إرسال نباتات من جدول بيانات جاريًا؛ ولن يبدأ إرسال أي صف جديد ريثما تقرّر. هل تريد التوقف بعد الصفوف التي في طريقها ثم الخروج؟</translation>
    </message>
    <message numerus="yes">
      <source>%Ln row not sent yet waits in the outbox and goes out when the app starts again.</source>
      <translation>
        <numerusform>%Ln صف لم يُرسل بعد ينتظر في صندوق الصادر ويُرسل حين يُشغَّل التطبيق مجددًا.</numerusform>
        <numerusform>صف واحد لم يُرسل بعد ينتظر في صندوق الصادر ويُرسل حين يُشغَّل التطبيق مجددًا.</numerusform>
        <numerusform>صفّان لم يُرسلا بعد ينتظران في صندوق الصادر ويُرسلان حين يُشغَّل التطبيق مجددًا.</numerusform>
        <numerusform>%Ln صفوف لم تُرسل بعد تنتظر في صندوق الصادر وتُرسل حين يُشغَّل التطبيق مجددًا.</numerusform>
        <numerusform>%Ln صفًا لم تُرسل بعد تنتظر في صندوق الصادر وتُرسل حين يُشغَّل التطبيق مجددًا.</numerusform>
        <numerusform>%Ln صف لم تُرسل بعد تنتظر في صندوق الصادر وتُرسل حين يُشغَّل التطبيق مجددًا.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows not sent yet wait in the outbox and go out when the app starts again.</source>
      <translation>
        <numerusform>%Ln صف لم يُرسل بعد ينتظر في صندوق الصادر ويُرسل حين يُشغَّل التطبيق مجددًا.</numerusform>
        <numerusform>صف واحد لم يُرسل بعد ينتظر في صندوق الصادر ويُرسل حين يُشغَّل التطبيق مجددًا.</numerusform>
        <numerusform>صفّان لم يُرسلا بعد ينتظران في صندوق الصادر ويُرسلان حين يُشغَّل التطبيق مجددًا.</numerusform>
        <numerusform>%Ln صفوف لم تُرسل بعد تنتظر في صندوق الصادر وتُرسل حين يُشغَّل التطبيق مجددًا.</numerusform>
        <numerusform>%Ln صفًا لم تُرسل بعد تنتظر في صندوق الصادر وتُرسل حين يُشغَّل التطبيق مجددًا.</numerusform>
        <numerusform>%Ln صف لم تُرسل بعد تنتظر في صندوق الصادر وتُرسل حين يُشغَّل التطبيق مجددًا.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln row the batch has not reached yet is not sent: to send it, open the spreadsheet again (the plants already created are left out).</source>
      <translation>
        <numerusform>لا يُرسل %Ln صف لم تصل إليه الدفعة بعد: لإرساله، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</numerusform>
        <numerusform>لا يُرسل صف واحد لم تصل إليه الدفعة بعد: لإرساله، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</numerusform>
        <numerusform>لا يُرسل صفّان لم تصل إليهما الدفعة بعد: لإرسالهما، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</numerusform>
        <numerusform>لا تُرسل %Ln صفوف لم تصل إليها الدفعة بعد: لإرسالها، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</numerusform>
        <numerusform>لا يُرسل %Ln صفًا لم تصل إليها الدفعة بعد: لإرسالها، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</numerusform>
        <numerusform>لا يُرسل %Ln صف لم تصل إليها الدفعة بعد: لإرسالها، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows the batch has not reached yet are not sent: to send them, open the spreadsheet again (the plants already created are left out).</source>
      <translation>
        <numerusform>لا يُرسل %Ln صف لم تصل إليه الدفعة بعد: لإرساله، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</numerusform>
        <numerusform>لا يُرسل صف واحد لم تصل إليه الدفعة بعد: لإرساله، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</numerusform>
        <numerusform>لا يُرسل صفّان لم تصل إليهما الدفعة بعد: لإرسالهما، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</numerusform>
        <numerusform>لا تُرسل %Ln صفوف لم تصل إليها الدفعة بعد: لإرسالها، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</numerusform>
        <numerusform>لا يُرسل %Ln صفًا لم تصل إليها الدفعة بعد: لإرسالها، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</numerusform>
        <numerusform>لا يُرسل %Ln صف لم تصل إليها الدفعة بعد: لإرسالها، افتح جدول البيانات مجددًا (تُستثنى النباتات التي أُنشئت من قبل).</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Stop and close</source>
      <translation>&amp;توقّف وأغلق</translation>
    </message>
    <message>
      <source>A batch is still sending</source>
      <translation>لا تزال دفعة قيد الإرسال</translation>
    </message>
    <message>
      <source>&amp;Keep sending</source>
      <translation>&amp;متابعة الإرسال</translation>
    </message>
    <message>
      <source>Open a spreadsheet</source>
      <translation>فتح جدول بيانات</translation>
    </message>
    <message>
      <source>Spreadsheets (*.csv *.tsv *.txt);;All files (*)</source>
      <comment>file dialog filters</comment>
      <translation>جداول البيانات (*.csv *.tsv *.txt);;كل الملفات (*)</translation>
    </message>
    <message>
      <source>The clipboard holds no rows: copy them from a spreadsheet first.</source>
      <translation>لا تحتوي الحافظة على صفوف: انسخها من جدول بيانات أولًا.</translation>
    </message>
    <message>
      <source>Pasted rows</source>
      <translation>صفوف ملصقة</translation>
    </message>
    <message>
      <source>The rows could not be read: {error}</source>
      <translation>تعذّرت قراءة الصفوف: {error}</translation>
    </message>
    <message>
      <source>{source} → {server}</source>
      <comment>rows from a file or a paste, to a server</comment>
      <translation>{source} إلى {server}</translation>
    </message>
    <message>
      <source>{source} → no server</source>
      <comment>rows from a file or a paste, no server</comment>
      <translation>{source} دون خادم</translation>
    </message>
  </context>
  <context>
    <name>BatchRunner</name>
    <message>
      <source>The batch was stopped before every row was sent.</source>
      <translation>أُوقفت الدفعة قبل إرسال كل الصفوف.</translation>
    </message>
    <message>
      <source>The history could not be kept, so no more rows are sent: {problem}</source>
      <translation>تعذّر حفظ السجل، لذا لن تُرسل صفوف أخرى: {problem}</translation>
    </message>
    <message>
      <source>The connection settings cannot be used: {reason}</source>
      <translation>لا يمكن استخدام إعدادات الاتصال: {reason}</translation>
    </message>
    <message>
      <source>The batch stopped on an internal error: {error}</source>
      <translation>توقفت الدفعة بسبب خطأ داخلي: {error}</translation>
    </message>
  </context>
  <context>
    <name>BatchTable</name>
    <message>
      <source>Line</source>
      <comment>a sheet's line number</comment>
      <translation>السطر</translation>
    </message>
    <message>
      <source>Id</source>
      <comment>a plant's id</comment>
      <translation>المعرّف</translation>
    </message>
    <message>
      <source>Name</source>
      <comment>a plant's name</comment>
      <translation>الاسم</translation>
    </message>
    <message>
      <source>Tag</source>
      <comment>a plant's tag</comment>
      <translation>الوسم</translation>
    </message>
    <message>
      <source>Result</source>
      <comment>what came of a row</comment>
      <translation>النتيجة</translation>
    </message>
    <message>
      <source>Not sent: you cancelled the batch.</source>
      <translation>لم يُرسل: أُلغيت الدفعة بطلبك.</translation>
    </message>
    <message>
      <source>Not sent yet: waiting in the outbox.</source>
      <translation>لم يُرسل بعد: ينتظر في صندوق الصادر.</translation>
    </message>
    <message>
      <source>Not sent: the batch stopped first.</source>
      <translation>لم يُرسل: توقفت الدفعة قبله.</translation>
    </message>
    <message>
      <source>Not sent: this plant may already have reached the server; check it in the history first.</source>
      <translation>لم يُرسل: ربما وصلت هذه النبتة إلى الخادم من قبل؛ تحقّق منها في السجل أولًا.</translation>
    </message>
    <message>
      <source>Not sent: this server created this plant already.</source>
      <translation>لم يُرسل: سبق أن أنشأ هذا الخادم هذه النبتة.</translation>
    </message>
    <message>
      <source>Sent by another part of the app; see the history.</source>
      <translation>أرسله جزء آخر من التطبيق؛ راجع السجل.</translation>
    </message>
    <message>
      <source>Waiting in the outbox · {summary}</source>
      <translation>ينتظر في صندوق الصادر · {summary}</translation>
    </message>
    <message>
      <source>Needs checking · {summary}</source>
      <translation>يحتاج إلى تحقّق · {summary}</translation>
    </message>
    <message>
      <source>Ready</source>
      <comment>a row not sent yet</comment>
      <translation>جاهز</translation>
    </message>
    <message>
      <source>Already created on this server at {time}.</source>
      <translation>أُنشئت على هذا الخادم من قبل، الساعة {time}.</translation>
    </message>
    <message>
      <source>Already created on this server on {date} at {time}.</source>
      <translation>أُنشئت على هذا الخادم من قبل، في {date} الساعة {time}.</translation>
    </message>
  </context>
  <context>
    <name>BatchWindow</name>
    <message>
      <source>Send many plants</source>
      <translation>إرسال نباتات كثيرة</translation>
    </message>
    <message>
      <source>&amp;Id column:</source>
      <translation>عمود المعرّ&amp;ف:</translation>
    </message>
    <message>
      <source>Id column</source>
      <translation>عمود المعرّف</translation>
    </message>
    <message>
      <source>&amp;Name column:</source>
      <translation>عمود ال&amp;اسم:</translation>
    </message>
    <message>
      <source>Name column</source>
      <translation>عمود الاسم</translation>
    </message>
    <message>
      <source>&amp;Tag column:</source>
      <translation>عمود ال&amp;وسم:</translation>
    </message>
    <message>
      <source>Tag column</source>
      <translation>عمود الوسم</translation>
    </message>
    <message>
      <source>Batch summary</source>
      <translation>ملخّص الدفعة</translation>
    </message>
    <message>
      <source>List only the rows with problems and the rows that were sent but not created.</source>
      <translation>اعرض فقط الصفوف التي فيها مشكلات والصفوف التي أُرسلت ولكن لم تُنشأ.</translation>
    </message>
    <message>
      <source>Show only problems</source>
      <translation>إظهار المشكلات فقط</translation>
    </message>
    <message>
      <source>Rows</source>
      <comment>the table of a sheet's rows</comment>
      <translation>الصفوف</translation>
    </message>
    <message>
      <source>Batch progress</source>
      <translation>تقدّم الدفعة</translation>
    </message>
    <message>
      <source>&amp;Send</source>
      <comment>button</comment>
      <translation>&amp;إرسال</translation>
    </message>
    <message numerus="yes">
      <source>Checking %Ln row…</source>
      <translation>
        <numerusform>جارٍ فحص %Ln صف…</numerusform>
        <numerusform>جارٍ فحص صف واحد…</numerusform>
        <numerusform>جارٍ فحص صفّين…</numerusform>
        <numerusform>جارٍ فحص %Ln صفوف…</numerusform>
        <numerusform>جارٍ فحص %Ln صفًا…</numerusform>
        <numerusform>جارٍ فحص %Ln صف…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Checking %Ln rows…</source>
      <translation>
        <numerusform>جارٍ فحص %Ln صف…</numerusform>
        <numerusform>جارٍ فحص صف واحد…</numerusform>
        <numerusform>جارٍ فحص صفّين…</numerusform>
        <numerusform>جارٍ فحص %Ln صفوف…</numerusform>
        <numerusform>جارٍ فحص %Ln صفًا…</numerusform>
        <numerusform>جارٍ فحص %Ln صف…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Sending %Ln row to {server}…</source>
      <translation>
        <numerusform>جارٍ إرسال %Ln صف إلى {server}…</numerusform>
        <numerusform>جارٍ إرسال صف واحد إلى {server}…</numerusform>
        <numerusform>جارٍ إرسال صفّين إلى {server}…</numerusform>
        <numerusform>جارٍ إرسال %Ln صفوف إلى {server}…</numerusform>
        <numerusform>جارٍ إرسال %Ln صفًا إلى {server}…</numerusform>
        <numerusform>جارٍ إرسال %Ln صف إلى {server}…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Sending %Ln rows to {server}…</source>
      <translation>
        <numerusform>جارٍ إرسال %Ln صف إلى {server}…</numerusform>
        <numerusform>جارٍ إرسال صف واحد إلى {server}…</numerusform>
        <numerusform>جارٍ إرسال صفّين إلى {server}…</numerusform>
        <numerusform>جارٍ إرسال %Ln صفوف إلى {server}…</numerusform>
        <numerusform>جارٍ إرسال %Ln صفًا إلى {server}…</numerusform>
        <numerusform>جارٍ إرسال %Ln صف إلى {server}…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>&amp;Send %Ln row</source>
      <translation>
        <numerusform>&amp;إرسال %Ln صف</numerusform>
        <numerusform>&amp;إرسال صف واحد</numerusform>
        <numerusform>&amp;إرسال صفّين</numerusform>
        <numerusform>&amp;إرسال %Ln صفوف</numerusform>
        <numerusform>&amp;إرسال %Ln صفًا</numerusform>
        <numerusform>&amp;إرسال %Ln صف</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>&amp;Send %Ln rows</source>
      <translation>
        <numerusform>&amp;إرسال %Ln صف</numerusform>
        <numerusform>&amp;إرسال صف واحد</numerusform>
        <numerusform>&amp;إرسال صفّين</numerusform>
        <numerusform>&amp;إرسال %Ln صفوف</numerusform>
        <numerusform>&amp;إرسال %Ln صفًا</numerusform>
        <numerusform>&amp;إرسال %Ln صف</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Pause</source>
      <comment>button that pauses sending</comment>
      <translation>إيقاف &amp;مؤقت</translation>
    </message>
    <message>
      <source>C&amp;ancel</source>
      <comment>button that cancels the batch</comment>
      <translation>إ&amp;لغاء</translation>
    </message>
    <message>
      <source>Send the rest a&amp;gain</source>
      <translation>إرسال ال&amp;باقي مجددًا</translation>
    </message>
    <message>
      <source>Send the rows that never reached the server. Rows that may have reached it are listed and sent only if you confirm.</source>
      <translation>أرسل الصفوف التي لم تصل إلى الخادم قط. أما الصفوف التي ربما وصلت إليه فتُعرض، ولا تُرسل إلا إذا أكّدت ذلك.</translation>
    </message>
    <message>
      <source>&amp;Export results…</source>
      <translation>&amp;تصدير النتائج…</translation>
    </message>
    <message>
      <source>&amp;Close</source>
      <comment>button that closes the window</comment>
      <translation>إ&amp;غلاق</translation>
    </message>
    <message>
      <source>(none)</source>
      <comment>no tag column</comment>
      <translation>(بلا)</translation>
    </message>
    <message>
      <source>Choose which column holds the id and which the name.</source>
      <translation>اختر العمود الذي يحتوي على المعرّف والعمود الذي يحتوي على الاسم.</translation>
    </message>
    <message>
      <source>This plant was already created by this batch.</source>
      <translation>سبق أن أنشأت هذه الدفعة هذه النبتة.</translation>
    </message>
    <message>
      <source>It was not already created by this batch.</source>
      <translation>لم تُنشئه هذه الدفعة من قبل.</translation>
    </message>
    <message numerus="yes">
      <source>{created} of these %Ln plants was already created by this batch.</source>
      <translation>
        <numerusform>سبق أن أنشأت هذه الدفعة {created} من أصل %Ln نبتة.</numerusform>
        <numerusform>سبق أن أنشأت هذه الدفعة {created} من أصل نبتة واحدة.</numerusform>
        <numerusform>سبق أن أنشأت هذه الدفعة {created} من أصل نبتتين.</numerusform>
        <numerusform>سبق أن أنشأت هذه الدفعة {created} من أصل %Ln نباتات.</numerusform>
        <numerusform>سبق أن أنشأت هذه الدفعة {created} من أصل %Ln نبتة.</numerusform>
        <numerusform>سبق أن أنشأت هذه الدفعة {created} من أصل %Ln نبتة.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{created} of these %Ln plants were already created by this batch.</source>
      <translation>
        <numerusform>سبق أن أنشأت هذه الدفعة {created} من أصل %Ln نبتة.</numerusform>
        <numerusform>سبق أن أنشأت هذه الدفعة {created} من أصل نبتة واحدة.</numerusform>
        <numerusform>سبق أن أنشأت هذه الدفعة {created} من أصل نبتتين.</numerusform>
        <numerusform>سبق أن أنشأت هذه الدفعة {created} من أصل %Ln نباتات.</numerusform>
        <numerusform>سبق أن أنشأت هذه الدفعة {created} من أصل %Ln نبتة.</numerusform>
        <numerusform>سبق أن أنشأت هذه الدفعة {created} من أصل %Ln نبتة.</numerusform>
      </translation>
    </message>
    <message>
      <source>Sending every row again sends the created ones a second time: the server may create them twice or refuse them as duplicates. To send only the rows that never reached the server, use Send the rest again.</source>
      <comment>“Send the rest again” is the name of a button</comment>
      <translation>تؤدي إعادة إرسال كل الصفوف إلى إرسال الصفوف المُنشأة مرة ثانية: فقد يُنشئها الخادم مرتين أو يرفضها لأنها مكررة. لإرسال الصفوف التي لم تصل إلى الخادم قط فقط، استخدم «إرسال الباقي مجددًا».</translation>
    </message>
    <message>
      <source>Send every row again?</source>
      <translation>هل تريد إعادة إرسال كل الصفوف؟</translation>
    </message>
    <message>
      <source>&amp;Send all again</source>
      <translation>&amp;إعادة إرسال الكل</translation>
    </message>
    <message numerus="yes">
      <source>{ids} and %Ln more</source>
      <comment>a list of plant ids, then how many more</comment>
      <translation>
        <numerusform>{ids} و%Ln معرّف آخر</numerusform>
        <numerusform>{ids} ومعرّف آخر</numerusform>
        <numerusform>{ids} ومعرّفان آخران</numerusform>
        <numerusform>{ids} و%Ln معرّفات أخرى</numerusform>
        <numerusform>{ids} و%Ln معرّفًا آخر</numerusform>
        <numerusform>{ids} و%Ln معرّف آخر</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows may already have reached the server: their request left and no complete answer came back (ids {ids}). Sending them again may create them twice. Send them too?</source>
      <translation>
        <numerusform>ربما وصل إلى الخادم من قبل %Ln صف: غادرت طلباتها ولم يرجع رد كامل (المعرّفات {ids}). قد تؤدي إعادة إرسالها إلى إنشائها مرتين. هل تريد إرسالها أيضًا؟</numerusform>
        <numerusform>ربما وصل إلى الخادم من قبل صف واحد: غادر طلبه ولم يرجع رد كامل (المعرّف {ids}). قد تؤدي إعادة إرساله إلى إنشائه مرتين. هل تريد إرساله أيضًا؟</numerusform>
        <numerusform>ربما وصل إلى الخادم من قبل صفّان: غادر طلباهما ولم يرجع رد كامل (المعرّفان {ids}). قد تؤدي إعادة إرسالهما إلى إنشائهما مرتين. هل تريد إرسالهما أيضًا؟</numerusform>
        <numerusform>ربما وصل إلى الخادم من قبل %Ln صفوف: غادرت طلباتها ولم يرجع رد كامل (المعرّفات {ids}). قد تؤدي إعادة إرسالها إلى إنشائها مرتين. هل تريد إرسالها أيضًا؟</numerusform>
        <numerusform>ربما وصل إلى الخادم من قبل %Ln صفًا: غادرت طلباتها ولم يرجع رد كامل (المعرّفات {ids}). قد تؤدي إعادة إرسالها إلى إنشائها مرتين. هل تريد إرسالها أيضًا؟</numerusform>
        <numerusform>ربما وصل إلى الخادم من قبل %Ln صف: غادرت طلباتها ولم يرجع رد كامل (المعرّفات {ids}). قد تؤدي إعادة إرسالها إلى إنشائها مرتين. هل تريد إرسالها أيضًا؟</numerusform>
      </translation>
    </message>
    <message>
      <source>The history is off, so the app keeps no record of this batch. If the app stops while sending, it cannot tell which rows reached the server. Send anyway?</source>
      <translation>السجل معطّل، لذا لن يحتفظ التطبيق بأي أثر لهذه الدفعة. إذا توقف التطبيق أثناء الإرسال، فلن يمكنه معرفة الصفوف التي وصلت إلى الخادم. هل تريد الإرسال رغم ذلك؟</translation>
    </message>
    <message>
      <source>The rows could not be checked: {error}</source>
      <translation>تعذّر فحص الصفوف: {error}</translation>
    </message>
    <message>
      <source>Nothing was sent.</source>
      <translation>لم يُرسل شيء.</translation>
    </message>
    <message>
      <source>Nothing was sent: the rows left may already have reached the server, and you chose not to send them again.</source>
      <translation>لم يُرسل شيء: ربما وصلت الصفوف المتبقية إلى الخادم من قبل، وقد اخترت عدم إرسالها مجددًا.</translation>
    </message>
    <message>
      <source>No row is left to send: the server answered every row.</source>
      <translation>لم يتبقَّ صف للإرسال: ردّ الخادم على كل الصفوف.</translation>
    </message>
    <message>
      <source>1 row may already have reached the server: its request left and no complete answer came back (id {id}). Sending it again may create it twice. Send it too?</source>
      <translation>ربما وصل صف واحد إلى الخادم من قبل: غادر طلبه ولم يرجع رد كامل (المعرّف {id}). قد تؤدي إعادة إرساله إلى إنشائه مرتين. هل تريد إرساله أيضًا؟</translation>
    </message>
    <message>
      <source>Send &amp;it too</source>
      <translation>&amp;إرساله أيضًا</translation>
    </message>
    <message>
      <source>Send &amp;them too</source>
      <translation>&amp;إرسالها أيضًا</translation>
    </message>
    <message numerus="yes">
      <source>%Ln other row never reached the server.</source>
      <translation>
        <numerusform>لم يصل %Ln صف آخر إلى الخادم قط.</numerusform>
        <numerusform>صف آخر واحد لم يصل إلى الخادم قط.</numerusform>
        <numerusform>صفّان آخران لم يصلا إلى الخادم قط.</numerusform>
        <numerusform>%Ln صفوف أخرى لم تصل إلى الخادم قط.</numerusform>
        <numerusform>%Ln صفًا آخر لم يصل إلى الخادم قط.</numerusform>
        <numerusform>%Ln صف آخر لم يصل إلى الخادم قط.</numerusform>
      </translation>
    </message>
    <message>
      <source>Send only the &amp;other row</source>
      <translation>إرسال الصف ال&amp;آخر فقط</translation>
    </message>
    <message numerus="yes">
      <source>%Ln other rows never reached the server.</source>
      <translation>
        <numerusform>لم يصل %Ln صف آخر إلى الخادم قط.</numerusform>
        <numerusform>صف آخر واحد لم يصل إلى الخادم قط.</numerusform>
        <numerusform>صفّان آخران لم يصلا إلى الخادم قط.</numerusform>
        <numerusform>%Ln صفوف أخرى لم تصل إلى الخادم قط.</numerusform>
        <numerusform>%Ln صفًا آخر لم يصل إلى الخادم قط.</numerusform>
        <numerusform>%Ln صف آخر لم يصل إلى الخادم قط.</numerusform>
      </translation>
    </message>
    <message>
      <source>Send only the &amp;others</source>
      <translation>إرسال ال&amp;بقية فقط</translation>
    </message>
    <message>
      <source>Send rows that may have arrived?</source>
      <translation>هل تريد إرسال صفوف ربما وصلت؟</translation>
    </message>
    <message>
      <source>Preparing the rows to send…</source>
      <translation>جارٍ تجهيز الصفوف للإرسال…</translation>
    </message>
    <message>
      <source>Send without a history?</source>
      <translation>هل تريد الإرسال دون سجل؟</translation>
    </message>
    <message>
      <source>Send &amp;without a history</source>
      <translation>إرسال &amp;دون سجل</translation>
    </message>
    <message>
      <source>, </source>
      <comment>between the parts of a list of results</comment>
      <translation>، </translation>
    </message>
    <message>
      <source>Stopped. {reason} So far: {results}.</source>
      <translation>توقف الإرسال. {reason} حتى الآن: {results}.</translation>
    </message>
    <message>
      <source>Stopped. {reason} So far: nothing was sent.</source>
      <translation>توقف الإرسال. {reason} حتى الآن: لم يُرسل شيء.</translation>
    </message>
    <message>
      <source>Done: {results}.</source>
      <translation>اكتمل: {results}.</translation>
    </message>
    <message>
      <source>Done: nothing was sent.</source>
      <translation>اكتمل: لم يُرسل شيء.</translation>
    </message>
    <message numerus="yes">
      <source>Stopped. {reason} So far in this run: {results}; with the rows sent before, {created} of %Ln plants are created.</source>
      <translation>
        <numerusform>توقف الإرسال. {reason} حتى الآن في هذه الجولة: {results}؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نبتة.</numerusform>
        <numerusform>توقف الإرسال. {reason} حتى الآن في هذه الجولة: {results}؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل نبتة واحدة.</numerusform>
        <numerusform>توقف الإرسال. {reason} حتى الآن في هذه الجولة: {results}؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل نبتتين.</numerusform>
        <numerusform>توقف الإرسال. {reason} حتى الآن في هذه الجولة: {results}؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نباتات.</numerusform>
        <numerusform>توقف الإرسال. {reason} حتى الآن في هذه الجولة: {results}؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نبتة.</numerusform>
        <numerusform>توقف الإرسال. {reason} حتى الآن في هذه الجولة: {results}؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نبتة.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Stopped. {reason} Nothing was sent in this run; with the rows sent before, {created} of %Ln plants are created.</source>
      <translation>
        <numerusform>توقف الإرسال. {reason} لم يُرسل شيء في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نبتة.</numerusform>
        <numerusform>توقف الإرسال. {reason} لم يُرسل شيء في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل نبتة واحدة.</numerusform>
        <numerusform>توقف الإرسال. {reason} لم يُرسل شيء في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل نبتتين.</numerusform>
        <numerusform>توقف الإرسال. {reason} لم يُرسل شيء في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نباتات.</numerusform>
        <numerusform>توقف الإرسال. {reason} لم يُرسل شيء في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نبتة.</numerusform>
        <numerusform>توقف الإرسال. {reason} لم يُرسل شيء في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نبتة.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Done: {results} in this run; with the rows sent before, {created} of %Ln plants are created.</source>
      <translation>
        <numerusform>اكتمل: {results} في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نبتة.</numerusform>
        <numerusform>اكتمل: {results} في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل نبتة واحدة.</numerusform>
        <numerusform>اكتمل: {results} في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل نبتتين.</numerusform>
        <numerusform>اكتمل: {results} في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نباتات.</numerusform>
        <numerusform>اكتمل: {results} في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نبتة.</numerusform>
        <numerusform>اكتمل: {results} في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نبتة.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Done: nothing was sent in this run; with the rows sent before, {created} of %Ln plants are created.</source>
      <translation>
        <numerusform>اكتمل: لم يُرسل شيء في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نبتة.</numerusform>
        <numerusform>اكتمل: لم يُرسل شيء في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل نبتة واحدة.</numerusform>
        <numerusform>اكتمل: لم يُرسل شيء في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل نبتتين.</numerusform>
        <numerusform>اكتمل: لم يُرسل شيء في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نباتات.</numerusform>
        <numerusform>اكتمل: لم يُرسل شيء في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نبتة.</numerusform>
        <numerusform>اكتمل: لم يُرسل شيء في هذه الجولة؛ ومع الصفوف المرسلة من قبل، أُنشئت {created} من أصل %Ln نبتة.</numerusform>
      </translation>
    </message>
    <message>
      <source>{finished} of {total} done</source>
      <comment>rows with a result</comment>
      <translation>انتهى {finished} من {total}</translation>
    </message>
    <message numerus="yes">
      <source>%Ln row: {ready} ready to send.</source>
      <translation>
        <numerusform>%Ln صف: {ready} منها جاهزة للإرسال.</numerusform>
        <numerusform>صف واحد: {ready} منه جاهز للإرسال.</numerusform>
        <numerusform>صفّان: {ready} منهما جاهزة للإرسال.</numerusform>
        <numerusform>%Ln صفوف: {ready} منها جاهزة للإرسال.</numerusform>
        <numerusform>%Ln صفًا: {ready} منها جاهزة للإرسال.</numerusform>
        <numerusform>%Ln صف: {ready} منها جاهزة للإرسال.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows: {ready} ready to send.</source>
      <translation>
        <numerusform>%Ln صف: {ready} منها جاهزة للإرسال.</numerusform>
        <numerusform>صف واحد: {ready} منه جاهز للإرسال.</numerusform>
        <numerusform>صفّان: {ready} منهما جاهزة للإرسال.</numerusform>
        <numerusform>%Ln صفوف: {ready} منها جاهزة للإرسال.</numerusform>
        <numerusform>%Ln صفًا: {ready} منها جاهزة للإرسال.</numerusform>
        <numerusform>%Ln صف: {ready} منها جاهزة للإرسال.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln row: {ready} ready to send, 1 with problems (it is not sent).</source>
      <translation>
        <numerusform>%Ln صف: {ready} منها جاهزة للإرسال، وواحد فيه مشكلات (لن يُرسل).</numerusform>
        <numerusform>صف واحد: {ready} منه جاهز للإرسال، وواحد فيه مشكلات (لن يُرسل).</numerusform>
        <numerusform>صفّان: {ready} منهما جاهزة للإرسال، وواحد فيه مشكلات (لن يُرسل).</numerusform>
        <numerusform>%Ln صفوف: {ready} منها جاهزة للإرسال، وواحد فيه مشكلات (لن يُرسل).</numerusform>
        <numerusform>%Ln صفًا: {ready} منها جاهزة للإرسال، وواحد فيه مشكلات (لن يُرسل).</numerusform>
        <numerusform>%Ln صف: {ready} منها جاهزة للإرسال، وواحد فيه مشكلات (لن يُرسل).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows: {ready} ready to send, 1 with problems (it is not sent).</source>
      <translation>
        <numerusform>%Ln صف: {ready} منها جاهزة للإرسال، وواحد فيه مشكلات (لن يُرسل).</numerusform>
        <numerusform>صف واحد: {ready} منه جاهز للإرسال، وواحد فيه مشكلات (لن يُرسل).</numerusform>
        <numerusform>صفّان: {ready} منهما جاهزة للإرسال، وواحد فيه مشكلات (لن يُرسل).</numerusform>
        <numerusform>%Ln صفوف: {ready} منها جاهزة للإرسال، وواحد فيه مشكلات (لن يُرسل).</numerusform>
        <numerusform>%Ln صفًا: {ready} منها جاهزة للإرسال، وواحد فيه مشكلات (لن يُرسل).</numerusform>
        <numerusform>%Ln صف: {ready} منها جاهزة للإرسال، وواحد فيه مشكلات (لن يُرسل).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows: {ready} ready to send, {problems} with problems (they are not sent).</source>
      <translation>
        <numerusform>%Ln صف: {ready} منها جاهزة للإرسال، و{problems} فيها مشكلات (لن تُرسل).</numerusform>
        <numerusform>صف واحد: {ready} منه جاهز للإرسال، و{problems} فيه مشكلات (لن تُرسل).</numerusform>
        <numerusform>صفّان: {ready} منهما جاهزة للإرسال، و{problems} فيهما مشكلات (لن تُرسل).</numerusform>
        <numerusform>%Ln صفوف: {ready} منها جاهزة للإرسال، و{problems} فيها مشكلات (لن تُرسل).</numerusform>
        <numerusform>%Ln صفًا: {ready} منها جاهزة للإرسال، و{problems} فيها مشكلات (لن تُرسل).</numerusform>
        <numerusform>%Ln صف: {ready} منها جاهزة للإرسال، و{problems} فيها مشكلات (لن تُرسل).</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>On %Ln row, spaces around the id were trimmed.</source>
      <translation>
        <numerusform>أُزيلت المسافات حول المعرّف في %Ln صف.</numerusform>
        <numerusform>أُزيلت المسافات حول المعرّف في صف واحد.</numerusform>
        <numerusform>أُزيلت المسافات حول المعرّف في صفّين.</numerusform>
        <numerusform>أُزيلت المسافات حول المعرّف في %Ln صفوف.</numerusform>
        <numerusform>أُزيلت المسافات حول المعرّف في %Ln صفًا.</numerusform>
        <numerusform>أُزيلت المسافات حول المعرّف في %Ln صف.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>On %Ln rows, spaces around the id were trimmed.</source>
      <translation>
        <numerusform>أُزيلت المسافات حول المعرّف في %Ln صف.</numerusform>
        <numerusform>أُزيلت المسافات حول المعرّف في صف واحد.</numerusform>
        <numerusform>أُزيلت المسافات حول المعرّف في صفّين.</numerusform>
        <numerusform>أُزيلت المسافات حول المعرّف في %Ln صفوف.</numerusform>
        <numerusform>أُزيلت المسافات حول المعرّف في %Ln صفًا.</numerusform>
        <numerusform>أُزيلت المسافات حول المعرّف في %Ln صف.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln row with problems was not sent.</source>
      <translation>
        <numerusform>لم يُرسل %Ln صف فيه مشكلات.</numerusform>
        <numerusform>لم يُرسل صف واحد فيه مشكلات.</numerusform>
        <numerusform>لم يُرسل صفّان فيهما مشكلات.</numerusform>
        <numerusform>لم تُرسل %Ln صفوف فيها مشكلات.</numerusform>
        <numerusform>لم يُرسل %Ln صفًا فيها مشكلات.</numerusform>
        <numerusform>لم يُرسل %Ln صف فيها مشكلات.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows with problems were not sent.</source>
      <translation>
        <numerusform>لم يُرسل %Ln صف فيه مشكلات.</numerusform>
        <numerusform>لم يُرسل صف واحد فيه مشكلات.</numerusform>
        <numerusform>لم يُرسل صفّان فيهما مشكلات.</numerusform>
        <numerusform>لم تُرسل %Ln صفوف فيها مشكلات.</numerusform>
        <numerusform>لم يُرسل %Ln صفًا فيها مشكلات.</numerusform>
        <numerusform>لم يُرسل %Ln صف فيها مشكلات.</numerusform>
      </translation>
    </message>
    <message>
      <source>{count} created</source>
      <comment>plants</comment>
      <translation>أُنشئت {count}</translation>
    </message>
    <message numerus="yes">
      <source>%Ln row a second</source>
      <translation>
        <numerusform>%Ln صف في الثانية</numerusform>
        <numerusform>صف واحد في الثانية</numerusform>
        <numerusform>صفان في الثانية</numerusform>
        <numerusform>%Ln صفوف في الثانية</numerusform>
        <numerusform>%Ln صفًا في الثانية</numerusform>
        <numerusform>%Ln صف في الثانية</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln rows a second</source>
      <translation>
        <numerusform>%Ln صف في الثانية</numerusform>
        <numerusform>صف واحد في الثانية</numerusform>
        <numerusform>صفان في الثانية</numerusform>
        <numerusform>%Ln صفوف في الثانية</numerusform>
        <numerusform>%Ln صفًا في الثانية</numerusform>
        <numerusform>%Ln صف في الثانية</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The rows not sent wait in the outbox, except %Ln row the batch had not reached: it is not sent.</source>
      <translation>
        <numerusform>الصفوف التي لم تُرسل تنتظر في صندوق الصادر، إلا %Ln صف لم تصل إليه الدفعة: فلا يُرسل.</numerusform>
        <numerusform>الصفوف التي لم تُرسل تنتظر في صندوق الصادر، إلا صفًا واحدًا لم تصل إليه الدفعة: فلا يُرسل.</numerusform>
        <numerusform>الصفوف التي لم تُرسل تنتظر في صندوق الصادر، إلا صفّين لم تصل إليهما الدفعة: فلا يُرسلان.</numerusform>
        <numerusform>الصفوف التي لم تُرسل تنتظر في صندوق الصادر، إلا %Ln صفوف لم تصل إليها الدفعة: فلا تُرسل.</numerusform>
        <numerusform>الصفوف التي لم تُرسل تنتظر في صندوق الصادر، إلا %Ln صفًا لم تصل إليها الدفعة: فلا تُرسل.</numerusform>
        <numerusform>الصفوف التي لم تُرسل تنتظر في صندوق الصادر، إلا %Ln صف لم تصل إليها الدفعة: فلا تُرسل.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The rows not sent wait in the outbox, except %Ln rows the batch had not reached: they are not sent.</source>
      <translation>
        <numerusform>الصفوف التي لم تُرسل تنتظر في صندوق الصادر، إلا %Ln صف لم تصل إليه الدفعة: فلا يُرسل.</numerusform>
        <numerusform>الصفوف التي لم تُرسل تنتظر في صندوق الصادر، إلا صفًا واحدًا لم تصل إليه الدفعة: فلا يُرسل.</numerusform>
        <numerusform>الصفوف التي لم تُرسل تنتظر في صندوق الصادر، إلا صفّين لم تصل إليهما الدفعة: فلا يُرسلان.</numerusform>
        <numerusform>الصفوف التي لم تُرسل تنتظر في صندوق الصادر، إلا %Ln صفوف لم تصل إليها الدفعة: فلا تُرسل.</numerusform>
        <numerusform>الصفوف التي لم تُرسل تنتظر في صندوق الصادر، إلا %Ln صفًا لم تصل إليها الدفعة: فلا تُرسل.</numerusform>
        <numerusform>الصفوف التي لم تُرسل تنتظر في صندوق الصادر، إلا %Ln صف لم تصل إليها الدفعة: فلا تُرسل.</numerusform>
      </translation>
    </message>
    <message>
      <source>Stopping: no new row is sent, and this window closes once the rows on their way have their answer.</source>
      <translation>جارٍ الإيقاف: لن يُرسل أي صف جديد، وستُغلق هذه النافذة حين تتلقى الصفوف التي في طريقها ردّها.</translation>
    </message>
    <message>
      <source>Cancelling: no new row is sent; the rows on their way get their answer first.</source>
      <translation>جارٍ الإلغاء: لن يُرسل أي صف جديد؛ وستتلقى الصفوف التي في طريقها ردّها أولًا.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant created</source>
      <translation>
        <numerusform>أُنشئت %Ln نبتة</numerusform>
        <numerusform>أُنشئت نبتة واحدة</numerusform>
        <numerusform>أُنشئت نبتتان</numerusform>
        <numerusform>أُنشئت %Ln نباتات</numerusform>
        <numerusform>أُنشئت %Ln نبتة</numerusform>
        <numerusform>أُنشئت %Ln نبتة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants created</source>
      <translation>
        <numerusform>أُنشئت %Ln نبتة</numerusform>
        <numerusform>أُنشئت نبتة واحدة</numerusform>
        <numerusform>أُنشئت نبتتان</numerusform>
        <numerusform>أُنشئت %Ln نباتات</numerusform>
        <numerusform>أُنشئت %Ln نبتة</numerusform>
        <numerusform>أُنشئت %Ln نبتة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant rejected</source>
      <translation>
        <numerusform>رُفضت %Ln نبتة</numerusform>
        <numerusform>رُفضت نبتة واحدة</numerusform>
        <numerusform>رُفضت نبتتان</numerusform>
        <numerusform>رُفضت %Ln نباتات</numerusform>
        <numerusform>رُفضت %Ln نبتة</numerusform>
        <numerusform>رُفضت %Ln نبتة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants rejected</source>
      <translation>
        <numerusform>رُفضت %Ln نبتة</numerusform>
        <numerusform>رُفضت نبتة واحدة</numerusform>
        <numerusform>رُفضت نبتتان</numerusform>
        <numerusform>رُفضت %Ln نباتات</numerusform>
        <numerusform>رُفضت %Ln نبتة</numerusform>
        <numerusform>رُفضت %Ln نبتة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant refused</source>
      <translation>
        <numerusform>لم تُقبل %Ln نبتة</numerusform>
        <numerusform>لم تُقبل نبتة واحدة</numerusform>
        <numerusform>لم تُقبل نبتتان</numerusform>
        <numerusform>لم تُقبل %Ln نباتات</numerusform>
        <numerusform>لم تُقبل %Ln نبتة</numerusform>
        <numerusform>لم تُقبل %Ln نبتة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants refused</source>
      <translation>
        <numerusform>لم تُقبل %Ln نبتة</numerusform>
        <numerusform>لم تُقبل نبتة واحدة</numerusform>
        <numerusform>لم تُقبل نبتتان</numerusform>
        <numerusform>لم تُقبل %Ln نباتات</numerusform>
        <numerusform>لم تُقبل %Ln نبتة</numerusform>
        <numerusform>لم تُقبل %Ln نبتة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant answered outside the spec</source>
      <translation>
        <numerusform>جاء الرد على %Ln نبتة خارج المواصفة</numerusform>
        <numerusform>جاء الرد على نبتة واحدة خارج المواصفة</numerusform>
        <numerusform>جاء الرد على نبتتين خارج المواصفة</numerusform>
        <numerusform>جاء الرد على %Ln نباتات خارج المواصفة</numerusform>
        <numerusform>جاء الرد على %Ln نبتة خارج المواصفة</numerusform>
        <numerusform>جاء الرد على %Ln نبتة خارج المواصفة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants answered outside the spec</source>
      <translation>
        <numerusform>جاء الرد على %Ln نبتة خارج المواصفة</numerusform>
        <numerusform>جاء الرد على نبتة واحدة خارج المواصفة</numerusform>
        <numerusform>جاء الرد على نبتتين خارج المواصفة</numerusform>
        <numerusform>جاء الرد على %Ln نباتات خارج المواصفة</numerusform>
        <numerusform>جاء الرد على %Ln نبتة خارج المواصفة</numerusform>
        <numerusform>جاء الرد على %Ln نبتة خارج المواصفة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant waiting in the outbox</source>
      <translation>
        <numerusform>تنتظر %Ln نبتة في صندوق الصادر</numerusform>
        <numerusform>تنتظر نبتة واحدة في صندوق الصادر</numerusform>
        <numerusform>تنتظر نبتتان في صندوق الصادر</numerusform>
        <numerusform>تنتظر %Ln نباتات في صندوق الصادر</numerusform>
        <numerusform>تنتظر %Ln نبتة في صندوق الصادر</numerusform>
        <numerusform>تنتظر %Ln نبتة في صندوق الصادر</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants waiting in the outbox</source>
      <translation>
        <numerusform>تنتظر %Ln نبتة في صندوق الصادر</numerusform>
        <numerusform>تنتظر نبتة واحدة في صندوق الصادر</numerusform>
        <numerusform>تنتظر نبتتان في صندوق الصادر</numerusform>
        <numerusform>تنتظر %Ln نباتات في صندوق الصادر</numerusform>
        <numerusform>تنتظر %Ln نبتة في صندوق الصادر</numerusform>
        <numerusform>تنتظر %Ln نبتة في صندوق الصادر</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant to check on the server</source>
      <translation>
        <numerusform>يلزم التحقق من %Ln نبتة على الخادم</numerusform>
        <numerusform>يلزم التحقق من نبتة واحدة على الخادم</numerusform>
        <numerusform>يلزم التحقق من نبتتين على الخادم</numerusform>
        <numerusform>يلزم التحقق من %Ln نباتات على الخادم</numerusform>
        <numerusform>يلزم التحقق من %Ln نبتة على الخادم</numerusform>
        <numerusform>يلزم التحقق من %Ln نبتة على الخادم</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants to check on the server</source>
      <translation>
        <numerusform>يلزم التحقق من %Ln نبتة على الخادم</numerusform>
        <numerusform>يلزم التحقق من نبتة واحدة على الخادم</numerusform>
        <numerusform>يلزم التحقق من نبتتين على الخادم</numerusform>
        <numerusform>يلزم التحقق من %Ln نباتات على الخادم</numerusform>
        <numerusform>يلزم التحقق من %Ln نبتة على الخادم</numerusform>
        <numerusform>يلزم التحقق من %Ln نبتة على الخادم</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant cancelled</source>
      <translation>
        <numerusform>أُلغيت %Ln نبتة</numerusform>
        <numerusform>أُلغيت نبتة واحدة</numerusform>
        <numerusform>أُلغيت نبتتان</numerusform>
        <numerusform>أُلغيت %Ln نباتات</numerusform>
        <numerusform>أُلغيت %Ln نبتة</numerusform>
        <numerusform>أُلغيت %Ln نبتة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants cancelled</source>
      <translation>
        <numerusform>أُلغيت %Ln نبتة</numerusform>
        <numerusform>أُلغيت نبتة واحدة</numerusform>
        <numerusform>أُلغيت نبتتان</numerusform>
        <numerusform>أُلغيت %Ln نباتات</numerusform>
        <numerusform>أُلغيت %Ln نبتة</numerusform>
        <numerusform>أُلغيت %Ln نبتة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant not sent</source>
      <translation>
        <numerusform>لم تُرسل %Ln نبتة</numerusform>
        <numerusform>لم تُرسل نبتة واحدة</numerusform>
        <numerusform>لم تُرسل نبتتان</numerusform>
        <numerusform>لم تُرسل %Ln نباتات</numerusform>
        <numerusform>لم تُرسل %Ln نبتة</numerusform>
        <numerusform>لم تُرسل %Ln نبتة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants not sent</source>
      <translation>
        <numerusform>لم تُرسل %Ln نبتة</numerusform>
        <numerusform>لم تُرسل نبتة واحدة</numerusform>
        <numerusform>لم تُرسل نبتتان</numerusform>
        <numerusform>لم تُرسل %Ln نباتات</numerusform>
        <numerusform>لم تُرسل %Ln نبتة</numerusform>
        <numerusform>لم تُرسل %Ln نبتة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant created before</source>
      <translation>
        <numerusform>أُنشئت %Ln نبتة من قبل</numerusform>
        <numerusform>أُنشئت نبتة واحدة من قبل</numerusform>
        <numerusform>أُنشئت نبتتان من قبل</numerusform>
        <numerusform>أُنشئت %Ln نباتات من قبل</numerusform>
        <numerusform>أُنشئت %Ln نبتة من قبل</numerusform>
        <numerusform>أُنشئت %Ln نبتة من قبل</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants created before</source>
      <translation>
        <numerusform>أُنشئت %Ln نبتة من قبل</numerusform>
        <numerusform>أُنشئت نبتة واحدة من قبل</numerusform>
        <numerusform>أُنشئت نبتتان من قبل</numerusform>
        <numerusform>أُنشئت %Ln نباتات من قبل</numerusform>
        <numerusform>أُنشئت %Ln نبتة من قبل</numerusform>
        <numerusform>أُنشئت %Ln نبتة من قبل</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant sent by another part of the app</source>
      <translation>
        <numerusform>أرسل جزء آخر من التطبيق %Ln نبتة</numerusform>
        <numerusform>أرسل جزء آخر من التطبيق نبتة واحدة</numerusform>
        <numerusform>أرسل جزء آخر من التطبيق نبتتين</numerusform>
        <numerusform>أرسل جزء آخر من التطبيق %Ln نباتات</numerusform>
        <numerusform>أرسل جزء آخر من التطبيق %Ln نبتة</numerusform>
        <numerusform>أرسل جزء آخر من التطبيق %Ln نبتة</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants sent by another part of the app</source>
      <translation>
        <numerusform>أرسل جزء آخر من التطبيق %Ln نبتة</numerusform>
        <numerusform>أرسل جزء آخر من التطبيق نبتة واحدة</numerusform>
        <numerusform>أرسل جزء آخر من التطبيق نبتتين</numerusform>
        <numerusform>أرسل جزء آخر من التطبيق %Ln نباتات</numerusform>
        <numerusform>أرسل جزء آخر من التطبيق %Ln نبتة</numerusform>
        <numerusform>أرسل جزء آخر من التطبيق %Ln نبتة</numerusform>
      </translation>
    </message>
    <message>
      <source>{count} rejected</source>
      <comment>plants</comment>
      <translation>رُفضت {count}</translation>
    </message>
    <message>
      <source>{count} refused</source>
      <comment>plants</comment>
      <translation>لم تُقبل {count}</translation>
    </message>
    <message>
      <source>{count} answered outside the spec</source>
      <comment>plants</comment>
      <translation>جاء الرد على {count} خارج المواصفة</translation>
    </message>
    <message>
      <source>{count} waiting in the outbox</source>
      <comment>plants</comment>
      <translation>تنتظر {count} في صندوق الصادر</translation>
    </message>
    <message>
      <source>{count} to check on the server</source>
      <comment>plants</comment>
      <translation>يلزم التحقق من {count} على الخادم</translation>
    </message>
    <message>
      <source>{count} cancelled</source>
      <comment>plants</comment>
      <translation>أُلغيت {count}</translation>
    </message>
    <message>
      <source>{count} not sent</source>
      <comment>plants</comment>
      <translation>لم تُرسل {count}</translation>
    </message>
    <message>
      <source>{count} created before</source>
      <comment>plants</comment>
      <translation>أُنشئت {count} من قبل</translation>
    </message>
    <message>
      <source>{count} sent by another part of the app</source>
      <comment>plants</comment>
      <translation>أرسل جزء آخر من التطبيق {count}</translation>
    </message>
    <message>
      <source>Nothing sent yet.</source>
      <translation>لم يُرسل شيء بعد.</translation>
    </message>
    <message>
      <source>{minutes}:{seconds} left</source>
      <comment>time left, minutes:seconds</comment>
      <translation>المتبقي {minutes}:{seconds}</translation>
    </message>
    <message>
      <source>paused</source>
      <comment>the batch's state</comment>
      <translation>متوقف مؤقتًا</translation>
    </message>
    <message>
      <source>The rows not sent wait in the outbox.</source>
      <translation>الصفوف التي لم تُرسل تنتظر في صندوق الصادر.</translation>
    </message>
    <message>
      <source>Show &amp;only problems ({count})</source>
      <translation>إظهار الم&amp;شكلات فقط ({count})</translation>
    </message>
    <message>
      <source>&amp;Send all {count} again…</source>
      <translation>&amp;إعادة إرسال كل الصفوف ({count})…</translation>
    </message>
    <message>
      <source>&amp;Resume</source>
      <comment>button that resumes sending</comment>
      <translation>ا&amp;ستئناف</translation>
    </message>
    <message>
      <source>Choose a server with a token in the main window first.</source>
      <translation>اختر أولًا خادمًا له رمز وصول في النافذة الرئيسية.</translation>
    </message>
    <message>
      <source>Export results</source>
      <translation>تصدير النتائج</translation>
    </message>
    <message>
      <source>CSV (*.csv)</source>
      <comment>file dialog filter</comment>
      <translation>CSV (*.csv)</translation>
    </message>
    <message>
      <source>The results could not be exported: {error}</source>
      <translation>تعذّر تصدير النتائج: {error}</translation>
    </message>
    <message>
      <source>Exported the results to {file}.</source>
      <translation>صُدّرت النتائج إلى {file}.</translation>
    </message>
    <message>
      <source>Print &amp;labels…</source>
      <translation>&amp;طباعة الملصقات…</translation>
    </message>
    <message numerus="yes">
      <source>Lea&amp;ve out the %Ln plant already created on this server</source>
      <translation>
        <numerusform>استب&amp;عاد %Ln نبتة أُنشئت من قبل على هذا الخادم</numerusform>
        <numerusform>استب&amp;عاد النبتة التي أُنشئت من قبل على هذا الخادم</numerusform>
        <numerusform>استب&amp;عاد النبتتين اللتين أُنشئتا من قبل على هذا الخادم</numerusform>
        <numerusform>استب&amp;عاد %Ln نباتات أُنشئت من قبل على هذا الخادم</numerusform>
        <numerusform>استب&amp;عاد %Ln نبتة أُنشئت من قبل على هذا الخادم</numerusform>
        <numerusform>استب&amp;عاد %Ln نبتة أُنشئت من قبل على هذا الخادم</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Lea&amp;ve out the %Ln plants already created on this server</source>
      <translation>
        <numerusform>استب&amp;عاد %Ln نبتة أُنشئت من قبل على هذا الخادم</numerusform>
        <numerusform>استب&amp;عاد النبتة التي أُنشئت من قبل على هذا الخادم</numerusform>
        <numerusform>استب&amp;عاد النبتتين اللتين أُنشئتا من قبل على هذا الخادم</numerusform>
        <numerusform>استب&amp;عاد %Ln نباتات أُنشئت من قبل على هذا الخادم</numerusform>
        <numerusform>استب&amp;عاد %Ln نبتة أُنشئت من قبل على هذا الخادم</numerusform>
        <numerusform>استب&amp;عاد %Ln نبتة أُنشئت من قبل على هذا الخادم</numerusform>
      </translation>
    </message>
    <message>
      <source>Rows whose plant this app already created on this server are not sent. Turn this off to send them anyway: the server then decides.</source>
      <translation>لا تُرسَل الصفوف التي سبق أن أنشأ هذا التطبيق نبتتها على هذا الخادم. ألغِ هذا الخيار لإرسالها على أي حال، وعندها يقرّر الخادم.</translation>
    </message>
    <message>
      <source>Export as &amp;HAR</source>
      <translation>تصدير ب&amp;صيغة HAR</translation>
    </message>
    <message>
      <source>Export as HAR…</source>
      <translation>تصدير بصيغة HAR…</translation>
    </message>
    <message>
      <source>Export as HAR with the token…</source>
      <translation>تصدير بصيغة HAR مع رمز الوصول…</translation>
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
      <translation>سينتقل رمز الوصول دون تشفير إلى {host}. استخدم https:// أو اسمح صراحةً باستخدام HTTP العادي لهذا الخادم.</translation>
    </message>
    <message>
      <source>Stopped before sending, at your request.</source>
      <translation>أُوقف قبل الإرسال بناءً على طلبك.</translation>
    </message>
    <message>
      <source>{host} leads to {address}, which is not this machine, so the token was not sent over plain HTTP. Use https://, or allow plain HTTP for this server explicitly.</source>
      <translation>يشير {host} إلى العنوان {address}، وهو ليس هذا الجهاز، لذا لم يُرسل رمز الوصول عبر HTTP العادي. استخدم https:// أو اسمح صراحةً باستخدام HTTP العادي لهذا الخادم.</translation>
    </message>
    <message>
      <source>The answer was larger than {size} bytes and was cut off.</source>
      <translation>كان الرد أكبر من {size} بايت فقُطع.</translation>
    </message>
    <message>
      <source>The server redirected to nowhere. Redirects are not followed, so the token stays with this server.</source>
      <translation>أعاد الخادم التوجيه إلى وجهة غير محددة. لا تُتّبع عمليات إعادة التوجيه، لذا يبقى رمز الوصول لدى هذا الخادم.</translation>
    </message>
    <message>
      <source>The server redirected to {location}. Redirects are not followed, so the token stays with this server.</source>
      <translation>أعاد الخادم التوجيه إلى {location}. لا تُتّبع عمليات إعادة التوجيه، لذا يبقى رمز الوصول لدى هذا الخادم.</translation>
    </message>
    <message>
      <source>HTTP {status} is not an answer the spec lists.</source>
      <translation>الحالة HTTP {status} ليست من الردود التي تذكرها المواصفة.</translation>
    </message>
    <message>
      <source>The {status} answer is not a Plant: not valid JSON ({reason}).</source>
      <translation>الرد {status} ليس Plant: ليس JSON صالحًا ({reason}).</translation>
    </message>
    <message>
      <source>The {status} answer is not an Error: not valid JSON ({reason}).</source>
      <translation>الرد {status} ليس Error: ليس JSON صالحًا ({reason}).</translation>
    </message>
    <message>
      <source>The {status} answer is not a Plant: {problem}</source>
      <translation>الرد {status} ليس Plant: {problem}</translation>
    </message>
    <message>
      <source>The {status} answer is not an Error: {problem}</source>
      <translation>الرد {status} ليس Error: {problem}</translation>
    </message>
    <message>
      <source>The {status} answer is for another plant: its {field} is {answered}, not {sent}.</source>
      <comment>field is id, name or tag; the values are shown as JSON</comment>
      <translation>الإجابة {status} تخص نبتة أخرى: قيمة {field} فيها {answered}، وليست {sent}.</translation>
    </message>
    <message>
      <source>the body is not a JSON object.</source>
      <translation>المتن ليس كائن JSON.</translation>
    </message>
    <message>
      <source>body: {problem}.</source>
      <comment>the whole answer's body, then a problem</comment>
      <translation>المتن: {problem}.</translation>
    </message>
    <message>
      <source>The answer is compressed with {encoding}, which is not read.</source>
      <translation>الرد مضغوط بطريقة {encoding}، وهي غير مدعومة للقراءة.</translation>
    </message>
    <message>
      <source>The compressed answer is damaged: {reason}</source>
      <translation>الرد المضغوط تالف: {reason}</translation>
    </message>
    <message>
      <source>Stopped waiting at the user's request.</source>
      <translation>توقف الانتظار بناءً على طلب المستخدم.</translation>
    </message>
    <message>
      <source>No complete answer within the time limit of {seconds} s.</source>
      <translation>لم يصل رد كامل خلال المهلة البالغة {seconds} ث.</translation>
    </message>
  </context>
  <context>
    <name>ClientCert</name>
    <message>
      <source>The file {file} cannot be read: {reason}.</source>
      <translation>تعذّرت قراءة الملف {file}: {reason}.</translation>
    </message>
    <message>
      <source>{file} is too large to be a client certificate or key.</source>
      <translation>الملف {file} أكبر من أن يكون شهادة عميل أو مفتاحًا.</translation>
    </message>
    <message>
      <source>The passphrase of the key in {file} is wrong.</source>
      <translation>عبارة المرور للمفتاح في {file} خاطئة.</translation>
    </message>
    <message>
      <source>The key in {file} is encrypted, and no passphrase is set for it.</source>
      <translation>المفتاح في {file} مشفّر، ولم تُحدَّد له عبارة مرور.</translation>
    </message>
    <message>
      <source>{file} is not a PKCS#12 file.</source>
      <translation>الملف {file} ليس ملف PKCS#12.</translation>
    </message>
    <message>
      <source>{file} holds no certificate.</source>
      <translation>لا يحتوي الملف {file} على أي شهادة.</translation>
    </message>
    <message>
      <source>{file} holds no private key.</source>
      <translation>لا يحتوي الملف {file} على أي مفتاح خاص.</translation>
    </message>
    <message>
      <source>{file} holds no PEM certificate.</source>
      <translation>لا يحتوي الملف {file} على أي شهادة PEM.</translation>
    </message>
    <message>
      <source>{file} holds no PEM private key.</source>
      <translation>لا يحتوي الملف {file} على أي مفتاح خاص PEM.</translation>
    </message>
    <message>
      <source>{file} holds no private key: choose the key file too.</source>
      <translation>لا يحتوي الملف {file} على أي مفتاح خاص: اختر ملف المفتاح أيضًا.</translation>
    </message>
    <message>
      <source>The private key in {file} cannot be read.</source>
      <translation>تعذّرت قراءة المفتاح الخاص في {file}.</translation>
    </message>
    <message>
      <source>The key does not belong to the client certificate {file}: choose the key that was made with it.</source>
      <translation>المفتاح لا يخص شهادة العميل {file}: اختر المفتاح الذي أُنشئت معه.</translation>
    </message>
    <message>
      <source>The client certificate {file} expired on {date}; ask for a new one.</source>
      <translation>انتهت صلاحية شهادة العميل {file} في {date}؛ اطلب شهادة جديدة.</translation>
    </message>
    <message>
      <source>The client certificate {file} is not valid before {date}. Check this computer's clock, or wait until then.</source>
      <translation>شهادة العميل {file} غير صالحة قبل {date}. تحقّق من ساعة هذا الحاسوب، أو انتظر حتى ذلك الحين.</translation>
    </message>
    <message>
      <source>The client certificate {file} cannot be used: {reason}.</source>
      <translation>لا يمكن استخدام شهادة العميل {file}: {reason}.</translation>
    </message>
    <message>
      <source>The client certificate {file} cannot be used: the temporary folder {folder} could not be written ({reason}).</source>
      <translation>لا يمكن استخدام شهادة العميل {file}: تعذّرت الكتابة في المجلد المؤقت {folder} ({reason}).</translation>
    </message>
    <message>
      <source>The server asked for a client certificate, and none is set for this server.</source>
      <translation>طلب الخادم شهادة عميل، ولم تُحدَّد أي شهادة لهذا الخادم.</translation>
    </message>
    <message>
      <source>The server refused the secure connection. It may require a client certificate, and none is set for this server.</source>
      <translation>رفض الخادم الاتصال الآمن. قد يشترط شهادة عميل، ولم تُحدَّد أي شهادة لهذا الخادم.</translation>
    </message>
    <message>
      <source>The server refused the client certificate {file}: it does not trust the authority that issued it.</source>
      <translation>رفض الخادم شهادة العميل {file}: فهو لا يثق بالجهة التي أصدرتها.</translation>
    </message>
    <message>
      <source>The server refused the client certificate {file} as expired.</source>
      <translation>رفض الخادم شهادة العميل {file} لانتهاء صلاحيتها.</translation>
    </message>
    <message>
      <source>The server refused the client certificate {file} as revoked.</source>
      <translation>رفض الخادم شهادة العميل {file} لأنها مُلغاة.</translation>
    </message>
    <message>
      <source>The server refused the client certificate {file}.</source>
      <translation>رفض الخادم شهادة العميل {file}.</translation>
    </message>
    <message>
      <source>The server refused the secure connection. It may not accept the client certificate {file}.</source>
      <translation>رفض الخادم الاتصال الآمن. قد لا يقبل شهادة العميل {file}.</translation>
    </message>
  </context>
  <context>
    <name>Contract</name>
    <message>
      <source>The contract document {file} cannot be read: {reason}.</source>
      <translation>تتعذّر قراءة مستند العقد {file}: {reason}.</translation>
    </message>
    <message>
      <source>The contract document {file} is larger than 5 MB.</source>
      <translation>مستند العقد {file} أكبر من 5 ميغابايت.</translation>
    </message>
    <message>
      <source>The contract document {file} uses a YAML alias (line {line}), which is not read: write the value out in full.</source>
      <translation>يستخدم مستند العقد {file} اسمًا مستعارًا من YAML (السطر {line})، ولا يُقرأ: اكتب القيمة كاملة.</translation>
    </message>
    <message>
      <source>The contract document {file} is nested more than {limit} levels deep.</source>
      <translation>مستند العقد {file} متداخل بعمق يزيد على {limit} مستوى.</translation>
    </message>
    <message>
      <source>The contract document {file} holds more than {limit} values.</source>
      <translation>يحتوي مستند العقد {file} على أكثر من {limit} قيمة.</translation>
    </message>
    <message>
      <source>The contract document {file} cannot be read ({reason}).</source>
      <translation>تتعذّر قراءة مستند العقد {file} ({reason}).</translation>
    </message>
    <message>
      <source>The contract document {file} is not OpenAPI 3.0 or 3.1.</source>
      <translation>مستند العقد {file} ليس بصيغة OpenAPI 3.0 أو 3.1.</translation>
    </message>
    <message>
      <source>The contract document {file} does not describe the answers to {request}.</source>
      <translation>لا يصف مستند العقد {file} الردود على {request}.</translation>
    </message>
    <message>
      <source>Untitled</source>
      <comment>a document with no title</comment>
      <translation>بلا عنوان</translation>
    </message>
    <message>
      <source>The status {status} is not an answer the spec lists for {request}.</source>
      <translation>الحالة {status} ليست من الردود التي تذكرها المواصفة للطلب {request}.</translation>
    </message>
    <message>
      <source>The Content-Type header is missing; the spec lists {types}.</source>
      <translation>ترويسة Content-Type مفقودة؛ تذكر المواصفة {types}.</translation>
    </message>
    <message>
      <source>The Content-Type header says {type}; the spec lists {types}.</source>
      <translation>قيمة ترويسة Content-Type هي {type}؛ تذكر المواصفة {types}.</translation>
    </message>
    <message>
      <source>The body was cut off at the size cap; it cannot be checked.</source>
      <translation>قُطع المتن عند حد الحجم؛ لا يمكن فحصه.</translation>
    </message>
    <message>
      <source>The body is empty; the spec expects a JSON body.</source>
      <translation>المتن فارغ؛ تتوقع المواصفة متن JSON.</translation>
    </message>
    <message>
      <source>The body is empty; the spec expects an {schema}.</source>
      <translation>المتن فارغ؛ تتوقع المواصفة {schema}.</translation>
    </message>
    <message>
      <source>The body is empty; the spec expects a {schema}.</source>
      <translation>المتن فارغ؛ تتوقع المواصفة {schema}.</translation>
    </message>
    <message>
      <source>The body starts with a UTF-8 byte-order mark, which JSON must not have.</source>
      <translation>يبدأ المتن بعلامة ترتيب البايتات UTF-8، ولا يجوز أن يحتوي JSON عليها.</translation>
    </message>
    <message>
      <source>The body is nested too deeply to read as JSON.</source>
      <translation>المتن متداخل بعمق كبير لا يسمح بقراءته بصيغة JSON.</translation>
    </message>
    <message>
      <source>The body holds a number out of the range that can be read exactly ({number}), so it cannot be checked.</source>
      <translation>يحتوي المتن على رقم خارج النطاق الذي يمكن قراءته بدقة ({number})، لذا لا يمكن فحصه.</translation>
    </message>
    <message>
      <source>The body is not valid JSON ({reason}); it begins {excerpt}.</source>
      <translation>المتن ليس JSON صالحًا ({reason})؛ يبدأ بـ {excerpt}.</translation>
    </message>
    <message>
      <source>The body is nested too deeply to check, or the spec's schema refers to itself without end.</source>
      <translation>المتن متداخل بعمق كبير لا يسمح بفحصه، أو أن مخطط المواصفة يحيل إلى نفسه بلا نهاية.</translation>
    </message>
    <message>
      <source>The spec's schema cannot be used to check the body ({reason}).</source>
      <translation>لا يمكن استخدام مخطط المواصفة لفحص المتن ({reason}).</translation>
    </message>
    <message>
      <source>The field {field} appears more than once in this object; servers differ on which value counts, and the last one is checked here.</source>
      <translation>يظهر الحقل {field} أكثر من مرة في هذا الكائن؛ تختلف الخوادم في القيمة التي تُعتمد، وتُفحص هنا القيمة الأخيرة.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec lists for this object.</source>
      <translation>{field} ليس حقلًا تذكره المواصفة لهذا الكائن.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec lists for an {schema}.</source>
      <translation>{field} ليس حقلًا تذكره المواصفة لـ {schema}.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec lists for a {schema}.</source>
      <translation>{field} ليس حقلًا تذكره المواصفة لـ {schema}.</translation>
    </message>
    <message>
      <source>Required field {field} is missing.</source>
      <translation>الحقل المطلوب {field} مفقود.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec allows for this object.</source>
      <translation>{field} ليس حقلًا تسمح به المواصفة لهذا الكائن.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec allows for an {schema}.</source>
      <translation>{field} ليس حقلًا تسمح به المواصفة لـ {schema}.</translation>
    </message>
    <message>
      <source>{field} is not a field the spec allows for a {schema}.</source>
      <translation>{field} ليس حقلًا تسمح به المواصفة لـ {schema}.</translation>
    </message>
    <message>
      <source>Expected {expected}, got null; the spec does not allow null here.</source>
      <translation>المتوقع {expected}، والوارد null؛ لا تسمح المواصفة بـ null هنا.</translation>
    </message>
    <message>
      <source>Expected {expected}, got {actual}.</source>
      <translation>المتوقع {expected}، والوارد {actual}.</translation>
    </message>
    <message>
      <source>{value} is outside the {format} range ({low} to {high}).</source>
      <translation>القيمة {value} خارج نطاق {format} (من {low} إلى {high}).</translation>
    </message>
    <message>
      <source>A {digits}-digit number is outside the {format} range ({low} to {high}).</source>
      <translation>عدد من {digits} خانة خارج نطاق {format} (من {low} إلى {high}).</translation>
    </message>
    <message>
      <source>{value} is not a valid {format}, as the spec's format asks.</source>
      <translation>{value} ليست قيمة {format} صالحة كما يطلب تنسيق المواصفة.</translation>
    </message>
    <message>
      <source>Expected one of {allowed}; got {actual}.</source>
      <translation>المتوقع واحد من {allowed}؛ والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected {allowed}; got {actual}.</source>
      <translation>المتوقع {allowed}؛ والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected a multiple of {factor}, got {actual}.</source>
      <translation>المتوقع مضاعف لـ {factor}، والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected text matching the pattern {pattern}; got {actual}.</source>
      <translation>المتوقع نص يطابق النمط {pattern}؛ والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected every item to be different; some items repeat.</source>
      <translation>المتوقع أن تكون كل العناصر مختلفة؛ بعض العناصر مكرر.</translation>
    </message>
    <message numerus="yes">
      <source>Expected exactly one of the %Ln shapes the spec allows; it matches several.</source>
      <translation>
        <numerusform>المتوقع أن تطابق القيمة شكلًا واحدًا بالضبط من الأشكال المسموح بها في المواصفة (%Ln)؛ لكنها تطابق عدة أشكال.</numerusform>
        <numerusform>المتوقع أن تطابق القيمة شكلًا واحدًا بالضبط من الأشكال المسموح بها في المواصفة (%Ln)؛ لكنها تطابق عدة أشكال.</numerusform>
        <numerusform>المتوقع أن تطابق القيمة شكلًا واحدًا بالضبط من الشكلين المسموح بهما في المواصفة؛ لكنها تطابقهما كليهما.</numerusform>
        <numerusform>المتوقع أن تطابق القيمة شكلًا واحدًا بالضبط من الأشكال الـ%Ln المسموح بها في المواصفة؛ لكنها تطابق عدة أشكال.</numerusform>
        <numerusform>المتوقع أن تطابق القيمة شكلًا واحدًا بالضبط من الأشكال الـ%Ln المسموح بها في المواصفة؛ لكنها تطابق عدة أشكال.</numerusform>
        <numerusform>المتوقع أن تطابق القيمة شكلًا واحدًا بالضبط من الأشكال الـ%Ln المسموح بها في المواصفة؛ لكنها تطابق عدة أشكال.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Expected one of the %Ln shapes the spec allows here; it matches none.</source>
      <translation>
        <numerusform>المتوقع أن تطابق القيمة أحد الأشكال المسموح بها هنا في المواصفة (%Ln)؛ لكنها لا تطابق أيًا منها.</numerusform>
        <numerusform>المتوقع أن تطابق القيمة أحد الأشكال المسموح بها هنا في المواصفة (%Ln)؛ لكنها لا تطابق أيًا منها.</numerusform>
        <numerusform>المتوقع أن تطابق القيمة أحد الشكلين المسموح بهما هنا في المواصفة؛ لكنها لا تطابق أيًا منهما.</numerusform>
        <numerusform>المتوقع أن تطابق القيمة أحد الأشكال الـ%Ln المسموح بها هنا في المواصفة؛ لكنها لا تطابق أيًا منها.</numerusform>
        <numerusform>المتوقع أن تطابق القيمة أحد الأشكال الـ%Ln المسموح بها هنا في المواصفة؛ لكنها لا تطابق أيًا منها.</numerusform>
        <numerusform>المتوقع أن تطابق القيمة أحد الأشكال الـ%Ln المسموح بها هنا في المواصفة؛ لكنها لا تطابق أيًا منها.</numerusform>
      </translation>
    </message>
    <message>
      <source>The value has a shape the spec forbids here.</source>
      <translation>للقيمة شكل تمنعه المواصفة هنا.</translation>
    </message>
    <message>
      <source>The value breaks the spec's {rule} rule.</source>
      <translation>تخالف القيمة قاعدة {rule} في المواصفة.</translation>
    </message>
    <message>
      <source>Expected at least {limit} characters, got {actual}.</source>
      <translation>المتوقع ألا يقل عدد الأحرف عن {limit}، والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected at most {limit} characters, got {actual}.</source>
      <translation>المتوقع ألا يزيد عدد الأحرف على {limit}، والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected at least {limit} items, got {actual}.</source>
      <translation>المتوقع ألا يقل عدد العناصر عن {limit}، والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected at most {limit} items, got {actual}.</source>
      <translation>المتوقع ألا يزيد عدد العناصر على {limit}، والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected at least {limit} fields, got {actual}.</source>
      <translation>المتوقع ألا يقل عدد الحقول عن {limit}، والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected at most {limit} fields, got {actual}.</source>
      <translation>المتوقع ألا يزيد عدد الحقول على {limit}، والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected a number at least {limit}, got {actual}.</source>
      <translation>المتوقع عدد لا يقل عن {limit}، والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected a number at most {limit}, got {actual}.</source>
      <translation>المتوقع عدد لا يزيد على {limit}، والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected a number more than {limit}, got {actual}.</source>
      <translation>المتوقع عدد أكبر من {limit}، والوارد {actual}.</translation>
    </message>
    <message>
      <source>Expected a number less than {limit}, got {actual}.</source>
      <translation>المتوقع عدد أصغر من {limit}، والوارد {actual}.</translation>
    </message>
    <message>
      <source>an object</source>
      <comment>JSON type, as in: Expected an object</comment>
      <translation>كائن</translation>
    </message>
    <message>
      <source>an array</source>
      <comment>JSON type, as in: Expected an array</comment>
      <translation>مصفوفة</translation>
    </message>
    <message>
      <source>a string</source>
      <comment>JSON type, as in: Expected a string</comment>
      <translation>سلسلة نصية</translation>
    </message>
    <message>
      <source>an integer</source>
      <comment>JSON type, as in: Expected an integer</comment>
      <translation>عدد صحيح</translation>
    </message>
    <message>
      <source>a number</source>
      <comment>JSON type, as in: Expected a number</comment>
      <translation>عدد</translation>
    </message>
    <message>
      <source>a boolean</source>
      <comment>JSON type, as in: Expected a boolean</comment>
      <translation>قيمة منطقية</translation>
    </message>
    <message>
      <source>{first} or {second}</source>
      <comment>a choice between two things</comment>
      <translation>{first} أو {second}</translation>
    </message>
    <message>
      <source>a value</source>
      <comment>as in: Expected a value</comment>
      <translation>قيمة</translation>
    </message>
    <message>
      <source>{value} counts as an integer under OpenAPI 3.1 (JSON Schema 2020-12), where a number with no fractional part is an integer; OpenAPI 3.0 counts only numbers written without a fraction or exponent.</source>
      <translation>{value} يُعدّ عددًا صحيحًا في OpenAPI 3.1 (JSON Schema 2020-12)، حيث كل عدد بلا جزء كسري عدد صحيح؛ أما OpenAPI 3.0 فلا يعدّ صحيحًا إلا العدد المكتوب بلا كسر ولا أُسّ.</translation>
    </message>
    <message>
      <source>{value} is not an integer under this document's OpenAPI 3.0, which counts only numbers written without a fraction or exponent as integers.</source>
      <translation>{value} ليس عددًا صحيحًا في OpenAPI 3.0 الذي يتبعه هذا المستند، إذ لا يعدّ صحيحًا إلا العدد المكتوب بلا كسر ولا أُسّ.</translation>
    </message>
    <message>
      <source>{constant} is not a JSON number</source>
      <translation>{constant} ليس عددًا صالحًا في JSON</translation>
    </message>
    <message>
      <source>a boolean ({value})</source>
      <comment>as in: got a boolean (true)</comment>
      <translation>قيمة منطقية ({value})</translation>
    </message>
    <message>
      <source>a decimal number ({value})</source>
      <comment>as in: got a decimal number</comment>
      <translation>عدد عشري ({value})</translation>
    </message>
    <message>
      <source>The check was stopped after {steps} steps: this body is too large to check in full.</source>
      <translation>أُوقف الفحص بعد {steps} خطوة: هذا المتن أكبر من أن يُفحص كاملًا.</translation>
    </message>
    <message>
      <source>The check was stopped after {seconds} seconds: this body is too large to check in full.</source>
      <translation>أُوقف الفحص بعد {seconds} ثانية: هذا المتن أكبر من أن يُفحص كاملًا.</translation>
    </message>
    <message>
      <source>The check was stopped after {steps} steps: the spec's schema asks for too much work to check this request's body.</source>
      <translation>أُوقف الفحص بعد {steps} خطوة: يتطلب مخطط المواصفة عملًا أكثر من اللازم لفحص متن هذا الطلب.</translation>
    </message>
    <message>
      <source>The check was stopped after {seconds} seconds: the spec's schema asks for too much work to check this request's body.</source>
      <translation>أُوقف الفحص بعد {seconds} ثانية: يتطلب مخطط المواصفة عملًا أكثر من اللازم لفحص متن هذا الطلب.</translation>
    </message>
    <message>
      <source>The check was stopped after {steps} steps: the spec's schema asks for too much work to check this answer.</source>
      <translation>أُوقف الفحص بعد {steps} خطوة: يتطلب مخطط المواصفة عملًا أكثر من اللازم لفحص هذا الرد.</translation>
    </message>
    <message>
      <source>The check was stopped after {seconds} seconds: the spec's schema asks for too much work to check this answer.</source>
      <translation>أُوقف الفحص بعد {seconds} ثانية: يتطلب مخطط المواصفة عملًا أكثر من اللازم لفحص هذا الرد.</translation>
    </message>
    <message>
      <source>The check was stopped: the app is closing.</source>
      <translation>أُوقف الفحص: التطبيق يُغلق.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln more findings were not listed.</source>
      <translation>
        <numerusform>لم تُدرج %Ln ملاحظة أخرى.</numerusform>
        <numerusform>لم تُدرج ملاحظة أخرى.</numerusform>
        <numerusform>لم تُدرج ملاحظتان أخريان.</numerusform>
        <numerusform>لم تُدرج %Ln ملاحظات أخرى.</numerusform>
        <numerusform>لم تُدرج %Ln ملاحظة أخرى.</numerusform>
        <numerusform>لم تُدرج %Ln ملاحظة أخرى.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ContractView</name>
    <message>
      <source>Contract verdict</source>
      <translation>نتيجة فحص العقد</translation>
    </message>
    <message>
      <source>Contract document</source>
      <translation>مستند العقد</translation>
    </message>
    <message>
      <source>The request as sent</source>
      <comment>a section of the Contract tab</comment>
      <translation>الطلب كما أُرسل</translation>
    </message>
    <message>
      <source>Request contract verdict</source>
      <translation>نتيجة فحص العقد للطلب</translation>
    </message>
    <message>
      <source>Request contract findings</source>
      <translation>ملاحظات العقد على الطلب</translation>
    </message>
    <message>
      <source>The answer</source>
      <comment>a section of the Contract tab</comment>
      <translation>الرد</translation>
    </message>
    <message>
      <source>Contract findings</source>
      <translation>ملاحظات العقد</translation>
    </message>
    <message>
      <source>No request to check.</source>
      <translation>لا يوجد طلب لفحصه.</translation>
    </message>
    <message>
      <source>Checking the request against the contract…</source>
      <translation>جارٍ فحص الطلب وفق العقد…</translation>
    </message>
    <message>
      <source>Where</source>
      <comment>column title: the place in the answer a finding is about</comment>
      <translation>الموضع</translation>
    </message>
    <message>
      <source>Finding</source>
      <comment>column title</comment>
      <translation>الملاحظة</translation>
    </message>
    <message>
      <source>Copy</source>
      <comment>menu item: copy the chosen finding</comment>
      <translation>نسخ</translation>
    </message>
    <message>
      <source>Note</source>
      <comment>a contract finding that is not a fault</comment>
      <translation>ملاحظة</translation>
    </message>
    <message>
      <source>No answer to check.</source>
      <translation>لا يوجد رد لفحصه.</translation>
    </message>
    <message>
      <source>Checking the answer against the contract…</source>
      <translation>جارٍ فحص الرد وفق العقد…</translation>
    </message>
    <message>
      <source>Not checked: the check was stopped.</source>
      <translation>لم يُفحص: أُوقف الفحص.</translation>
    </message>
    <message>
      <source>Not checked: the contract document cannot be used.</source>
      <translation>لم يُفحص: لا يمكن استخدام مستند العقد.</translation>
    </message>
    <message>
      <source>(whole)</source>
      <comment>a finding about the whole request</comment>
      <translation>(الطلب كاملًا)</translation>
    </message>
    <message>
      <source>{problem} Choose another document for this server in Manage servers.</source>
      <translation>{problem} اختر مستندًا آخر لهذا الخادم في «إدارة الخوادم».</translation>
    </message>
    <message>
      <source>Fail: the request breaks the spec.</source>
      <translation>فاشل: الطلب يخالف المواصفة.</translation>
    </message>
    <message>
      <source>Pass: the request matches the spec (a valid {schema}).</source>
      <translation>ناجح: الطلب يطابق المواصفة ({schema} صالح).</translation>
    </message>
    <message>
      <source>Pass: the spec lists no JSON body for this request.</source>
      <translation>ناجح: لا تذكر المواصفة نص JSON لهذا الطلب.</translation>
    </message>
    <message>
      <source>Pass: the answer matches the spec (a valid {schema}).</source>
      <translation>ناجح: الرد يطابق المواصفة ({schema} صالح).</translation>
    </message>
    <message>
      <source>Pass: the answer matches the spec.</source>
      <translation>ناجح: الرد يطابق المواصفة.</translation>
    </message>
    <message>
      <source>Fail: the answer breaks the spec.</source>
      <translation>فاشل: الرد يخالف المواصفة.</translation>
    </message>
    <message>
      <source>No findings: every field is as the spec says.</source>
      <translation>لا ملاحظات: كل الحقول كما تنص المواصفة.</translation>
    </message>
    <message>
      <source>Error</source>
      <translation>خطأ</translation>
    </message>
    <message>
      <source>Warning</source>
      <translation>تحذير</translation>
    </message>
    <message>
      <source>(whole)</source>
      <comment>a finding about the whole answer</comment>
      <translation>(الطلب كاملًا)</translation>
    </message>
  </context>
  <context>
    <name>DraftBanner</name>
    <message>
      <source>Restored draft</source>
      <translation>مسودة مستعادة</translation>
    </message>
    <message>
      <source>Restored what you were typing when the app closed.</source>
      <translation>استُعيد ما كنت تكتبه عند إغلاق التطبيق.</translation>
    </message>
    <message>
      <source>Keep</source>
      <comment>button: keep the restored draft</comment>
      <translation>إبقاء</translation>
    </message>
    <message>
      <source>Disc&amp;ard</source>
      <comment>button: discard the restored draft</comment>
      <translation>&amp;تجاهل</translation>
    </message>
  </context>
  <context>
    <name>DraftKeeper</name>
    <message>
      <source>What you typed could not be saved as a draft: {error}</source>
      <translation>تعذّر حفظ ما كتبته كمسودة: {error}</translation>
    </message>
  </context>
  <context>
    <name>ElidedLabel</name>
    <message>
      <source>Copy</source>
      <translation>نسخ</translation>
    </message>
  </context>
  <context>
    <name>Endpoint</name>
    <message>
      <source>Enter the server's base URL, e.g. https://plants.example.com/api.</source>
      <translation>أدخل عنوان URL الأساسي للخادم، مثل https://plants.example.com/api.</translation>
    </message>
    <message>
      <source>This is not a valid URL ({reason}).</source>
      <translation>هذا ليس عنوان URL صالحًا ({reason}).</translation>
    </message>
    <message>
      <source>The base URL must start with http:// or https://.</source>
      <translation>يجب أن يبدأ عنوان URL الأساسي بـ http:// أو https://.</translation>
    </message>
    <message>
      <source>The base URL has no host name.</source>
      <translation>لا يحتوي عنوان URL الأساسي على اسم مضيف.</translation>
    </message>
    <message>
      <source>Leave user names and passwords out of the URL; use the token.</source>
      <translation>لا تضع أسماء المستخدمين وكلمات المرور في عنوان URL؛ استخدم رمز الوصول.</translation>
    </message>
    <message>
      <source>The base URL cannot have a query string (the part after '?').</source>
      <translation>لا يمكن أن يحتوي عنوان URL الأساسي على سلسلة استعلام (الجزء الذي يلي '?').</translation>
    </message>
    <message>
      <source>The base URL cannot have a fragment (the part after '#').</source>
      <translation>لا يمكن أن يحتوي عنوان URL الأساسي على معرّف جزء (الجزء الذي يلي '#').</translation>
    </message>
    <message>
      <source>The base URL cannot contain spaces.</source>
      <translation>لا يمكن أن يحتوي عنوان URL الأساسي على مسافات.</translation>
    </message>
    <message>
      <source>The base URL holds an invisible control character.</source>
      <translation>يحتوي عنوان URL الأساسي على محرف تحكم غير مرئي.</translation>
    </message>
    <message>
      <source>The server address {address} is not a host and port.</source>
      <translation>عنوان الخادم {address} ليس مضيفًا ومنفذًا.</translation>
    </message>
  </context>
  <context>
    <name>EntryBanner</name>
    <message>
      <source>Showing an earlier entry</source>
      <translation>يُعرض إدخال سابق</translation>
    </message>
    <message>
      <source>Back to the &amp;latest</source>
      <translation>العودة إلى ال&amp;أحدث</translation>
    </message>
    <message>
      <source>Showing the entry from {when}</source>
      <translation>يُعرض الإدخال من {when}</translation>
    </message>
  </context>
  <context>
    <name>EntryTabs</name>
    <message>
      <source>How to enter the plant</source>
      <translation>طريقة إدخال النبتة</translation>
    </message>
    <message>
      <source>New &amp;plant</source>
      <translation>نبتة &amp;جديدة</translation>
    </message>
    <message>
      <source>Ra&amp;w JSON</source>
      <translation>&amp;JSON خام</translation>
    </message>
  </context>
  <context>
    <name>Fields</name>
    <message>
      <source>Enter the plant's id.</source>
      <translation>أدخل معرّف النبتة.</translation>
    </message>
    <message>
      <source>Use digits 0–9 only, with an optional minus sign.</source>
      <translation>استخدم الأرقام 0–9 فقط، مع علامة سالب اختيارية.</translation>
    </message>
    <message>
      <source>The id must be between {lowest} and {highest}.</source>
      <translation>يجب أن يكون المعرّف بين {lowest} و{highest}.</translation>
    </message>
    <message>
      <source>A name can be at most {limit} characters long; this one has {length}.</source>
      <translation>يجب ألا يزيد طول الاسم على {limit} من الأحرف؛ وطول هذا الاسم {length}.</translation>
    </message>
    <message>
      <source>A tag can be at most {limit} characters long; this one has {length}.</source>
      <translation>يجب ألا يزيد طول الوسم على {limit} من الأحرف؛ وطول هذا الوسم {length}.</translation>
    </message>
    <message>
      <source>Enter the plant's name.</source>
      <translation>أدخل اسم النبتة.</translation>
    </message>
    <message>
      <source>Enter the access token.</source>
      <translation>أدخل رمز الوصول.</translation>
    </message>
    <message>
      <source>The token can hold only visible ASCII characters, without spaces.</source>
      <translation>لا يمكن أن يحتوي رمز الوصول إلا على محارف ASCII مرئية، دون مسافات.</translation>
    </message>
    <message>
      <source>This text holds a character that cannot be sent (an unpaired surrogate).</source>
      <translation>يحتوي هذا النص على محرف لا يمكن إرساله (بديل غير مقترن).</translation>
    </message>
  </context>
  <context>
    <name>Files</name>
    <message>
      <source>{path} cannot be opened: {reason}.</source>
      <translation>يتعذّر فتح {path}: {reason}.</translation>
    </message>
    <message>
      <source>Not a regular file</source>
      <comment>why a file cannot be read</comment>
      <translation>ليس ملفًا عاديًا</translation>
    </message>
    <message>
      <source>{path} is not a regular file.</source>
      <translation>{path} ليس ملفًا عاديًا.</translation>
    </message>
    <message>
      <source>You are not allowed to read {path}.</source>
      <translation>لا يُسمح لك بقراءة {path}.</translation>
    </message>
  </context>
  <context>
    <name>FormAids</name>
    <message>
      <source>Tags used before on this server</source>
      <translation>وسوم استُخدمت من قبل على هذا الخادم</translation>
    </message>
    <message>
      <source>The history could not be read for the typing suggestions: {error}</source>
      <translation>تعذّرت قراءة السجل لاقتراحات الكتابة: {error}</translation>
    </message>
  </context>
  <context>
    <name>Har</name>
    <message>
      <source>The token is not in this file: the Authorization header reads {placeholder} in its place.</source>
      <translation>رمز الوصول ليس في هذا الملف: يحمل ترويسة Authorization القيمة {placeholder} مكانه.</translation>
    </message>
    <message>
      <source>No answer came: {detail}</source>
      <translation>لم يصل أي رد: {detail}</translation>
    </message>
    <message numerus="yes">
      <source>The body was cut at %Ln bytes: the rest of it was not read.</source>
      <translation>
        <numerusform>قُطع المحتوى عند %Ln بايت: لم يُقرأ الباقي.</numerusform>
        <numerusform>قُطع المحتوى عند %Ln بايت: لم يُقرأ الباقي.</numerusform>
        <numerusform>قُطع المحتوى عند %Ln بايت: لم يُقرأ الباقي.</numerusform>
        <numerusform>قُطع المحتوى عند %Ln بايت: لم يُقرأ الباقي.</numerusform>
        <numerusform>قُطع المحتوى عند %Ln بايت: لم يُقرأ الباقي.</numerusform>
        <numerusform>قُطع المحتوى عند %Ln بايت: لم يُقرأ الباقي.</numerusform>
      </translation>
    </message>
    <message>
      <source>Recorded before the app kept when a request started, its HTTP version, the server's address and the timings: they read as unknown (-1), and the time is when the plant was written down.</source>
      <translation>سُجّل قبل أن يحفظ التطبيق وقت بدء الطلب وإصدار HTTP وعنوان الخادم والتوقيتات: تظهر كغير معروفة (-1)، والوقت هو وقت تدوين النبتة.</translation>
    </message>
    <message numerus="yes">
      <source>A sample of {picked} of the batch's %Ln exchanges: the first {first}, then each one whose plant was not created.</source>
      <translation>
        <numerusform>عينة من {picked} من أصل %Ln تبادل في الدفعة: أول {first}، ثم كل تبادل لم تُنشأ نبتته.</numerusform>
        <numerusform>عينة من {picked} من أصل %Ln تبادل في الدفعة: أول {first}، ثم كل تبادل لم تُنشأ نبتته.</numerusform>
        <numerusform>عينة من {picked} من أصل %Ln تبادل في الدفعة: أول {first}، ثم كل تبادل لم تُنشأ نبتته.</numerusform>
        <numerusform>عينة من {picked} من أصل %Ln تبادل في الدفعة: أول {first}، ثم كل تبادل لم تُنشأ نبتته.</numerusform>
        <numerusform>عينة من {picked} من أصل %Ln تبادل في الدفعة: أول {first}، ثم كل تبادل لم تُنشأ نبتته.</numerusform>
        <numerusform>عينة من {picked} من أصل %Ln تبادل في الدفعة: أول {first}، ثم كل تبادل لم تُنشأ نبتته.</numerusform>
      </translation>
    </message>
    <message>
      <source>Export the exchange shown as HAR</source>
      <translation>تصدير التبادل المعروض بصيغة HAR</translation>
    </message>
    <message numerus="yes">
      <source>Export a sample of {picked} of the batch's %Ln exchanges as HAR</source>
      <translation>
        <numerusform>تصدير عينة من {picked} من أصل %Ln تبادل في الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير عينة من {picked} من أصل %Ln تبادل في الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير عينة من {picked} من أصل %Ln تبادل في الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير عينة من {picked} من أصل %Ln تبادل في الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير عينة من {picked} من أصل %Ln تبادل في الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير عينة من {picked} من أصل %Ln تبادل في الدفعة بصيغة HAR</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Export the batch's %Ln exchange as HAR</source>
      <translation>
        <numerusform>تصدير %Ln تبادل من الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير تبادل الدفعة الواحد بصيغة HAR</numerusform>
        <numerusform>تصدير تبادلَي الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير %Ln تبادلات من الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير %Ln تبادلًا من الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير %Ln تبادل من الدفعة بصيغة HAR</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Export the batch's %Ln exchanges as HAR</source>
      <translation>
        <numerusform>تصدير %Ln تبادل من الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير تبادل الدفعة الواحد بصيغة HAR</numerusform>
        <numerusform>تصدير تبادلَي الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير %Ln تبادلات من الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير %Ln تبادلًا من الدفعة بصيغة HAR</numerusform>
        <numerusform>تصدير %Ln تبادل من الدفعة بصيغة HAR</numerusform>
      </translation>
    </message>
    <message>
      <source>HAR files (*.har)</source>
      <comment>file dialog filter</comment>
      <translation>ملفات HAR (*.har)</translation>
    </message>
    <message>
      <source>Put the token in the file?</source>
      <translation>هل تريد وضع رمز الوصول في الملف؟</translation>
    </message>
    <message>
      <source>The file will hold the token in plain text, once in each exchange. Anyone who sees the file can use the token.</source>
      <translation>سيحتوي الملف على رمز الوصول كنص صريح، مرة في كل تبادل. يمكن لأي شخص يرى الملف أن يستخدم رمز الوصول.</translation>
    </message>
    <message>
      <source>Export &amp;with token</source>
      <translation>تصدير &amp;مع رمز الوصول</translation>
    </message>
    <message>
      <source>Nothing to export: no request was sent in the exchange shown.</source>
      <translation>لا شيء للتصدير: لم يُرسل أي طلب في التبادل المعروض.</translation>
    </message>
    <message>
      <source>Not exported yet: the plant shown is still on its way. Export it once its answer has come.</source>
      <translation>لم يُصدَّر بعد: النبتة المعروضة لا تزال في طريقها. صدّرها بعد وصول ردها.</translation>
    </message>
    <message>
      <source>Write the exchange shown, or the history rows chosen, to a HAR file. The token is written as {placeholder}.</source>
      <translation>كتابة التبادل المعروض، أو صفوف السجل المختارة، في ملف HAR. يُكتب رمز الوصول على صورة {placeholder}.</translation>
    </message>
    <message>
      <source>Not exported: the export before it is still waiting for a token to be read from the keyring. Try again once it is written.</source>
      <translation>لم يُصدَّر: ما زال التصدير السابق ينتظر قراءة رمز وصول من حلقة المفاتيح. أعد المحاولة بعد كتابته.</translation>
    </message>
    <message>
      <source>Not exported: no token is known now for {server}. Choose that server and type its token, or export without the token.</source>
      <translation>لم يُصدَّر: لا يُعرف الآن رمز وصول لـ {server}. اختر ذلك الخادم واكتب رمز وصوله، أو صدّر دون رمز الوصول.</translation>
    </message>
    <message numerus="yes">
      <source>Exported %Ln exchange as HAR to {file}.</source>
      <translation>
        <numerusform>صُدّر %Ln تبادل بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّر تبادل واحد بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّر تبادلان بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّرت %Ln تبادلات بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّر %Ln تبادلًا بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّر %Ln تبادل بصيغة HAR إلى {file}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Exported %Ln exchanges as HAR to {file}.</source>
      <translation>
        <numerusform>صُدّر %Ln تبادل بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّر تبادل واحد بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّر تبادلان بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّرت %Ln تبادلات بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّر %Ln تبادلًا بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّر %Ln تبادل بصيغة HAR إلى {file}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln entry was never sent, so it is not in the file.</source>
      <translation>
        <numerusform>لم يُرسل %Ln إدخال قط، لذا ليس في الملف.</numerusform>
        <numerusform>لم يُرسل إدخال واحد قط، لذا ليس في الملف.</numerusform>
        <numerusform>لم يُرسل إدخالان قط، لذا ليسا في الملف.</numerusform>
        <numerusform>لم تُرسل %Ln إدخالات قط، لذا ليست في الملف.</numerusform>
        <numerusform>لم يُرسل %Ln إدخالًا قط، لذا ليست في الملف.</numerusform>
        <numerusform>لم يُرسل %Ln إدخال قط، لذا ليست في الملف.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln entries were never sent, so they are not in the file.</source>
      <translation>
        <numerusform>لم يُرسل %Ln إدخال قط، لذا ليس في الملف.</numerusform>
        <numerusform>لم يُرسل إدخال واحد قط، لذا ليس في الملف.</numerusform>
        <numerusform>لم يُرسل إدخالان قط، لذا ليسا في الملف.</numerusform>
        <numerusform>لم تُرسل %Ln إدخالات قط، لذا ليست في الملف.</numerusform>
        <numerusform>لم يُرسل %Ln إدخالًا قط، لذا ليست في الملف.</numerusform>
        <numerusform>لم يُرسل %Ln إدخال قط، لذا ليست في الملف.</numerusform>
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
        <numerusform>تصدير %Ln صف مختار من السجل بصيغة HAR</numerusform>
        <numerusform>تصدير صف واحد مختار من السجل بصيغة HAR</numerusform>
        <numerusform>تصدير صفين مختارين من السجل بصيغة HAR</numerusform>
        <numerusform>تصدير %Ln صفوف مختارة من السجل بصيغة HAR</numerusform>
        <numerusform>تصدير %Ln صفًا مختارًا من السجل بصيغة HAR</numerusform>
        <numerusform>تصدير %Ln صف مختار من السجل بصيغة HAR</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Exported a sample of {picked} of the batch's %Ln exchanges as HAR to {file}.</source>
      <translation>
        <numerusform>صُدّرت عينة من {picked} من أصل %Ln تبادل في الدفعة بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّرت عينة من {picked} من أصل %Ln تبادل في الدفعة بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّرت عينة من {picked} من أصل %Ln تبادل في الدفعة بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّرت عينة من {picked} من أصل %Ln تبادل في الدفعة بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّرت عينة من {picked} من أصل %Ln تبادل في الدفعة بصيغة HAR إلى {file}.</numerusform>
        <numerusform>صُدّرت عينة من {picked} من أصل %Ln تبادل في الدفعة بصيغة HAR إلى {file}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln entry is no longer in the history, so it is not in the file.</source>
      <translation>
        <numerusform>لم يعد %Ln إدخال في السجل، لذا ليس في الملف.</numerusform>
        <numerusform>لم يعد إدخال واحد في السجل، لذا ليس في الملف.</numerusform>
        <numerusform>لم يعد إدخالان في السجل، لذا ليسا في الملف.</numerusform>
        <numerusform>لم تعد %Ln إدخالات في السجل، لذا ليست في الملف.</numerusform>
        <numerusform>لم يعد %Ln إدخالًا في السجل، لذا ليست في الملف.</numerusform>
        <numerusform>لم يعد %Ln إدخال في السجل، لذا ليست في الملف.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln entries are no longer in the history, so they are not in the file.</source>
      <translation>
        <numerusform>لم يعد %Ln إدخال في السجل، لذا ليس في الملف.</numerusform>
        <numerusform>لم يعد إدخال واحد في السجل، لذا ليس في الملف.</numerusform>
        <numerusform>لم يعد إدخالان في السجل، لذا ليسا في الملف.</numerusform>
        <numerusform>لم تعد %Ln إدخالات في السجل، لذا ليست في الملف.</numerusform>
        <numerusform>لم يعد %Ln إدخالًا في السجل، لذا ليست في الملف.</numerusform>
        <numerusform>لم يعد %Ln إدخال في السجل، لذا ليست في الملف.</numerusform>
      </translation>
    </message>
    <message>
      <source>The HAR file could not be written: {error}</source>
      <translation>تعذّرت كتابة ملف HAR: {error}</translation>
    </message>
  </context>
  <context>
    <name>HistoryDock</name>
    <message>
      <source>History</source>
      <translation>السجل</translation>
    </message>
    <message>
      <source>The history could not be opened.</source>
      <translation>تعذّر فتح السجل.</translation>
    </message>
    <message>
      <source>The history could not be read: {error}</source>
      <translation>تعذّرت قراءة السجل: {error}</translation>
    </message>
    <message>
      <source>Clear the history?</source>
      <translation>هل تريد مسح السجل؟</translation>
    </message>
    <message>
      <source>Delete every finished request and answer in the history? Plants still in the outbox or needing a check are kept. This cannot be undone.</source>
      <translation>هل تريد حذف كل الطلبات والردود المكتملة في السجل؟ تُحفظ النباتات التي لا تزال في صندوق الصادر أو تحتاج إلى تحقّق. لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
      <source>&amp;Clear history</source>
      <translation>&amp;مسح السجل</translation>
    </message>
  </context>
  <context>
    <name>HistoryPanel</name>
    <message>
      <source>Time</source>
      <comment>column title</comment>
      <translation>الوقت</translation>
    </message>
    <message>
      <source>Server</source>
      <comment>column title</comment>
      <translation>الخادم</translation>
    </message>
    <message>
      <source>Id</source>
      <comment>column title: the plant's id</comment>
      <translation>المعرّف</translation>
    </message>
    <message>
      <source>Name</source>
      <comment>column title: the plant's name</comment>
      <translation>الاسم</translation>
    </message>
    <message>
      <source>Tag</source>
      <comment>column title: the plant's tag</comment>
      <translation>الوسم</translation>
    </message>
    <message>
      <source>Result</source>
      <comment>column title</comment>
      <translation>النتيجة</translation>
    </message>
    <message>
      <source>Status</source>
      <comment>column title: the HTTP status code</comment>
      <translation>الحالة</translation>
    </message>
    <message>
      <source>Re-send, Mark checked and Delete act on one row at a time: choose just one row.</source>
      <translation>تعمل «إعادة الإرسال» و«تعليم كمُتحقَّق منها» و«حذف» على صف واحد في كل مرة: اختر صفًا واحدًا فقط.</translation>
    </message>
    <message>
      <source>Any status</source>
      <translation>أي حالة</translation>
    </message>
    <message>
      <source>Created (HTTP 200)</source>
      <translation>أُنشئت (HTTP 200)</translation>
    </message>
    <message>
      <source>Rejected (HTTP 400)</source>
      <translation>رُفضت (HTTP 400)</translation>
    </message>
    <message>
      <source>Token refused (HTTP 401)</source>
      <translation>رُفض رمز الوصول (HTTP 401)</translation>
    </message>
    <message>
      <source>Not allowed (HTTP 403)</source>
      <translation>غير مسموح (HTTP 403)</translation>
    </message>
    <message>
      <source>Wrong address (HTTP 404)</source>
      <translation>عنوان خاطئ (HTTP 404)</translation>
    </message>
    <message>
      <source>Conflict (HTTP 409)</source>
      <translation>تعارض (HTTP 409)</translation>
    </message>
    <message>
      <source>Invalid body (HTTP 422)</source>
      <translation>متن غير صالح (HTTP 422)</translation>
    </message>
    <message>
      <source>Too many requests (HTTP 429)</source>
      <translation>طلبات كثيرة جدًا (HTTP 429)</translation>
    </message>
    <message>
      <source>Server error (HTTP 500)</source>
      <translation>خطأ في الخادم (HTTP 500)</translation>
    </message>
    <message>
      <source>No answer</source>
      <translation>لا رد</translation>
    </message>
    <message>
      <source>Needs checking</source>
      <translation>تحتاج إلى تحقّق</translation>
    </message>
    <message>
      <source>In the outbox</source>
      <translation>في صندوق الصادر</translation>
    </message>
    <message>
      <source>Waiting to be sent</source>
      <translation>بانتظار الإرسال</translation>
    </message>
    <message>
      <source>In the outbox · {summary}</source>
      <translation>في صندوق الصادر · {summary}</translation>
    </message>
    <message>
      <source>Sending…</source>
      <translation>جارٍ الإرسال…</translation>
    </message>
    <message>
      <source>Needs checking · {summary}</source>
      <translation>تحتاج إلى تحقّق · {summary}</translation>
    </message>
    <message>
      <source>Needs checking · the app stopped while sending</source>
      <translation>تحتاج إلى تحقّق · توقف التطبيق أثناء الإرسال</translation>
    </message>
    <message>
      <source>Checked by you · {summary}</source>
      <translation>تحقّقت منها بنفسك · {summary}</translation>
    </message>
    <message>
      <source>Checked by you</source>
      <translation>تحقّقت منها بنفسك</translation>
    </message>
    <message>
      <source>{name}  [raw]</source>
      <comment>a plant's name; its body was typed by hand</comment>
      <translation>{name}  [خام]</translation>
    </message>
    <message>
      <source>Filter by id or name</source>
      <translation>التصفية حسب المعرّف أو الاسم</translation>
    </message>
    <message>
      <source>Filter history by id or name</source>
      <translation>تصفية السجل حسب المعرّف أو الاسم</translation>
    </message>
    <message>
      <source>history filter</source>
      <comment>what a clear button clears</comment>
      <translation>تصفية السجل</translation>
    </message>
    <message>
      <source>Filter history by status</source>
      <translation>تصفية السجل حسب الحالة</translation>
    </message>
    <message>
      <source>Filter history by server</source>
      <translation>تصفية السجل حسب الخادم</translation>
    </message>
    <message>
      <source>Every server</source>
      <translation>كل الخوادم</translation>
    </message>
    <message>
      <source>Fin&amp;d:</source>
      <translation>ب&amp;حث:</translation>
    </message>
    <message>
      <source>History</source>
      <translation>السجل</translation>
    </message>
    <message>
      <source>Re-&amp;send</source>
      <translation>&amp;إعادة الإرسال</translation>
    </message>
    <message>
      <source>Mark checked</source>
      <translation>تعليم كمُتحقَّق منها</translation>
    </message>
    <message>
      <source>You checked on the server what became of this request: it no longer needs checking.</source>
      <translation>تحقّقت على الخادم مما آل إليه هذا الطلب: لم يعد يحتاج إلى تحقّق.</translation>
    </message>
    <message>
      <source>Delete</source>
      <comment>button: delete the chosen entry</comment>
      <translation>حذف</translation>
    </message>
    <message>
      <source>Clear all…</source>
      <translation>مسح الكل…</translation>
    </message>
    <message>
      <source>Only finished entries can be deleted; this plant is still on its way.</source>
      <translation>لا يمكن حذف إلا الإدخالات المكتملة؛ هذه النبتة لا تزال في طريقها.</translation>
    </message>
  </context>
  <context>
    <name>Inspector</name>
    <message>
      <source>Nothing was sent.</source>
      <translation>لم يُرسل شيء.</translation>
    </message>
    <message>
      <source>The app stopped while sending this plant to {address}, before it could record the request: it may have reached the server. The body:

{body}</source>
      <translation>توقف التطبيق أثناء إرسال هذه النبتة إلى {address}، قبل أن يتمكن من تسجيل الطلب: ربما وصلت إلى الخادم. المتن:

{body}</translation>
    </message>
    <message>
      <source>Not sent yet: the plant waits in the outbox. The body:

{body}</source>
      <translation>لم تُرسل بعد: النبتة تنتظر في صندوق الصادر. المتن:

{body}</translation>
    </message>
    <message>
      <source>Nothing was sent. The body:

{body}</source>
      <translation>لم يُرسل شيء. المتن:

{body}</translation>
    </message>
    <message>
      <source>{request_line}  (raw body, typed by hand)</source>
      <translation>{request_line}  (متن خام، مكتوب يدويًا)</translation>
    </message>
    <message>
      <source>{answer}
… (cut off at the size cap)</source>
      <translation>{answer}
… (قُطع عند حد الحجم)</translation>
    </message>
    <message>
      <source>The contract document {name} cannot be read ({problem}).</source>
      <translation>تتعذّر قراءة مستند العقد {name} ({problem}).</translation>
    </message>
    <message>
      <source>Checked against the built-in contract: {description}.</source>
      <translation>فُحص وفق العقد المدمج: {description}.</translation>
    </message>
    <message>
      <source>Checked against {document}: {description}.</source>
      <translation>فُحص وفق {document}: {description}.</translation>
    </message>
    <message>
      <source>Inspector</source>
      <translation>أداة الفحص</translation>
    </message>
    <message>
      <source>Result</source>
      <comment>tab title</comment>
      <translation>النتيجة</translation>
    </message>
    <message>
      <source>Request</source>
      <comment>tab title</comment>
      <translation>الطلب</translation>
    </message>
    <message>
      <source>Response</source>
      <comment>tab title</comment>
      <translation>الرد</translation>
    </message>
    <message>
      <source>Contract</source>
      <comment>tab title</comment>
      <translation>العقد</translation>
    </message>
    <message>
      <source>Not copied: no token is known now for the server this request went to. Choose that server and type its token, or copy without the token.</source>
      <translation>لم يُنسخ: لا يوجد حاليًا رمز وصول معروف للخادم الذي أُرسل إليه هذا الطلب. اختر ذلك الخادم واكتب رمز الوصول الخاص به، أو انسخ دون رمز الوصول.</translation>
    </message>
    <message>
      <source>Copy the token too?</source>
      <translation>هل تريد نسخ رمز الوصول أيضًا؟</translation>
    </message>
    <message>
      <source>The command will hold the token in plain text. Anyone who sees it, or the shell history it lands in, can use the token.</source>
      <translation>سيحتوي الأمر على رمز الوصول كنص صريح. يمكن لأي شخص يراه، أو يرى سجل الصدفة الذي يُحفظ فيه، أن يستخدم رمز الوصول.</translation>
    </message>
    <message>
      <source>Copy &amp;with token</source>
      <translation>نسخ &amp;مع رمز الوصول</translation>
    </message>
    <message>
      <source>Copied the request as a curl command.</source>
      <translation>نُسخ الطلب كأمر curl.</translation>
    </message>
  </context>
  <context>
    <name>Instance</name>
    <message>
      <source>{app_name} is already open for this data folder. Use that window: a second copy would send the same plants again, so this one sends nothing.</source>
      <translation>{app_name} مفتوح بالفعل لمجلد البيانات هذا. استخدم تلك النافذة: فالنسخة الثانية سترسل النباتات نفسها مرة أخرى، لذا لن ترسل هذه النسخة شيئًا.</translation>
    </message>
  </context>
  <context>
    <name>Journal</name>
    <message>
      <source>The app stopped while sending it: it may have reached the server.</source>
      <translation>توقف التطبيق أثناء إرسالها: ربما وصلت إلى الخادم.</translation>
    </message>
    <message>
      <source>The history at {path} cannot be opened: {reason}</source>
      <translation>يتعذّر فتح السجل في {path}: {reason}</translation>
    </message>
    <message>
      <source>The history at {path} is damaged or is not a history file: {reason}</source>
      <translation>السجل في {path} تالف أو ليس ملف سجل: {reason}</translation>
    </message>
    <message>
      <source>The history at {path} was written by a newer version of the app.</source>
      <translation>السجل في {path} كُتب بإصدار أحدث من التطبيق.</translation>
    </message>
    <message>
      <source>The history is closed.</source>
      <translation>السجل مغلق.</translation>
    </message>
    <message>
      <source>The history could not be read or written: {reason}</source>
      <translation>تعذّرت قراءة السجل أو الكتابة فيه: {reason}</translation>
    </message>
    <message>
      <source>The history at {path} cannot be written: {reason}. Check that the folder is writable.</source>
      <translation>تتعذّر الكتابة في السجل في {path}: {reason}. تحقّق من أن المجلد قابل للكتابة.</translation>
    </message>
  </context>
  <context>
    <name>JournalRepair</name>
    <message>
      <source>{problem} The history is off for this session: nothing is kept.</source>
      <translation>{problem} السجل معطّل في هذه الجلسة: لن يُحفظ شيء.</translation>
    </message>
    <message>
      <source>{problem} The history is off for this session ({reason}).</source>
      <translation>{problem} السجل معطّل في هذه الجلسة ({reason}).</translation>
    </message>
    <message>
      <source>{problem} It was set aside as {file}, and a new history was started. Plants carried over: {saved} (waiting or needing a check).</source>
      <translation>{problem} نُقل جانبًا باسم {file}، وبُدئ سجل جديد. النباتات المنقولة: {saved} (المنتظرة أو التي تحتاج إلى تحقّق).</translation>
    </message>
    <message>
      <source>Entries lost: {lost} of {held}.</source>
      <translation>الإدخالات المفقودة: {lost} من {held}.</translation>
    </message>
    <message>
      <source>Entries lost: at least {least}, at most {most}.</source>
      <translation>الإدخالات المفقودة: {least} على الأقل، و{most} على الأكثر.</translation>
    </message>
    <message>
      <source>Entries lost: at least {least}; how many more cannot be told.</source>
      <translation>الإدخالات المفقودة: {least} على الأقل؛ ولا يمكن معرفة كم غيرها.</translation>
    </message>
    <message>
      <source>How many entries were lost cannot be told.</source>
      <translation>لا يمكن معرفة عدد الإدخالات المفقودة.</translation>
    </message>
    <message>
      <source>Plants that were waiting or needed a check may be among the lost entries: they were not carried over.</source>
      <translation>قد تكون بين الإدخالات المفقودة نباتات كانت منتظرة أو تحتاج إلى تحقّق: لم تُنقل.</translation>
    </message>
  </context>
  <context>
    <name>LabelDialog</name>
    <message>
      <source>Print labels</source>
      <translation>طباعة الملصقات</translation>
    </message>
    <message>
      <source>Label size</source>
      <translation>مقاس الملصق</translation>
    </message>
    <message>
      <source>Label &amp;size:</source>
      <translation>&amp;مقاس الملصق:</translation>
    </message>
    <message>
      <source>Preview of the labels</source>
      <translation>معاينة الملصقات</translation>
    </message>
    <message>
      <source>&amp;Print…</source>
      <translation>&amp;طباعة…</translation>
    </message>
    <message>
      <source>Save as P&amp;DF…</source>
      <translation>&amp;حفظ كملف PDF…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>إغلاق</translation>
    </message>
    <message>
      <source>The preview shows the first {shown} of {total} labels.</source>
      <translation>تعرض المعاينة أول {shown} من {total} ملصقًا.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln label to print.</source>
      <translation>
        <numerusform>%Ln ملصق للطباعة.</numerusform>
        <numerusform>ملصق واحد للطباعة.</numerusform>
        <numerusform>ملصقان للطباعة.</numerusform>
        <numerusform>%Ln ملصقات للطباعة.</numerusform>
        <numerusform>%Ln ملصقًا للطباعة.</numerusform>
        <numerusform>%Ln ملصق للطباعة.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln labels to print.</source>
      <translation>
        <numerusform>%Ln ملصق للطباعة.</numerusform>
        <numerusform>ملصق واحد للطباعة.</numerusform>
        <numerusform>ملصقان للطباعة.</numerusform>
        <numerusform>%Ln ملصقات للطباعة.</numerusform>
        <numerusform>%Ln ملصقًا للطباعة.</numerusform>
        <numerusform>%Ln ملصق للطباعة.</numerusform>
      </translation>
    </message>
    <message>
      <source>Save the labels as PDF</source>
      <translation>حفظ الملصقات كملف PDF</translation>
    </message>
    <message>
      <source>PDF files (*.pdf)</source>
      <translation>ملفات PDF (*.pdf)</translation>
    </message>
  </context>
  <context>
    <name>Labels</name>
    <message>
      <source>A4 sheet of 24 labels (3 × 8), 70 × 37 mm each</source>
      <translation>ورقة A4 من 24 ملصقًا (3 × 8)، مقاس كل منها 70 × 37 مم</translation>
    </message>
    <message>
      <source>Roll of {width} × {height} mm labels</source>
      <translation>لفة ملصقات مقاس {width} × {height} مم</translation>
    </message>
    <message>
      <source>No label to print</source>
      <translation>لا ملصق للطباعة</translation>
    </message>
    <message>
      <source>No plant has been created here since the app started. Create one, or choose a created plant in the history, then print its label.</source>
      <translation>لم تُنشأ أي نبتة هنا منذ بدء البرنامج. أنشئ نبتة، أو اختر نبتة منشأة في السجل، ثم اطبع ملصقها.</translation>
    </message>
    <message>
      <source>Plant {plant_id} was not created, so it has no label. Choose a created plant in the history.</source>
      <translation>لم تُنشأ النبتة {plant_id}، لذا لا ملصق لها. اختر نبتة منشأة في السجل.</translation>
    </message>
    <message numerus="yes">
      <source>None of the %Ln history rows chosen is a created plant, so none has a label. Choose created plants in the history.</source>
      <translation>
        <numerusform>لا يوجد أي من صفوف السجل المختارة (%Ln) نبتةً أُنشئت، لذا لا ملصق لأي منها. اختر نباتات أُنشئت في السجل.</numerusform>
        <numerusform>صف السجل المختار ليس نبتةً أُنشئت، لذا لا ملصق له. اختر نباتات أُنشئت في السجل.</numerusform>
        <numerusform>لا يوجد أي من صفي السجل المختارين نبتةً أُنشئت، لذا لا ملصق لأي منهما. اختر نباتات أُنشئت في السجل.</numerusform>
        <numerusform>لا يوجد أي من صفوف السجل الـ%Ln المختارة نبتةً أُنشئت، لذا لا ملصق لأي منها. اختر نباتات أُنشئت في السجل.</numerusform>
        <numerusform>لا يوجد أي من صفوف السجل الـ%Ln المختارة نبتةً أُنشئت، لذا لا ملصق لأي منها. اختر نباتات أُنشئت في السجل.</numerusform>
        <numerusform>لا يوجد أي من صفوف السجل الـ%Ln المختارة نبتةً أُنشئت، لذا لا ملصق لأي منها. اختر نباتات أُنشئت في السجل.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln label sent to {where}.</source>
      <translation>
        <numerusform>أُرسل %Ln ملصق إلى {where}.</numerusform>
        <numerusform>أُرسل ملصق واحد إلى {where}.</numerusform>
        <numerusform>أُرسل ملصقان إلى {where}.</numerusform>
        <numerusform>أُرسلت %Ln ملصقات إلى {where}.</numerusform>
        <numerusform>أُرسل %Ln ملصقًا إلى {where}.</numerusform>
        <numerusform>أُرسل %Ln ملصق إلى {where}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln labels sent to {where}.</source>
      <translation>
        <numerusform>أُرسل %Ln ملصق إلى {where}.</numerusform>
        <numerusform>أُرسل ملصق واحد إلى {where}.</numerusform>
        <numerusform>أُرسل ملصقان إلى {where}.</numerusform>
        <numerusform>أُرسلت %Ln ملصقات إلى {where}.</numerusform>
        <numerusform>أُرسل %Ln ملصقًا إلى {where}.</numerusform>
        <numerusform>أُرسل %Ln ملصق إلى {where}.</numerusform>
      </translation>
    </message>
    <message>
      <source>The labels could not be printed: {error}</source>
      <translation>تعذّرت طباعة الملصقات: {error}</translation>
    </message>
    <message>
      <source>The labels could not be printed: the printer or the file could not be opened. Check that the printer is there, or that the file's folder can be written to.</source>
      <translation>تعذّرت طباعة الملصقات: تعذّر فتح الطابعة أو الملف. تحقّق من توفّر الطابعة، أو من إمكانية الكتابة في مجلد الملف.</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Language</source>
      <translation>اللغة</translation>
    </message>
    <message>
      <source>The new language is used from the next start. Restart now? The sandbox starts again empty, and what you typed in the form is not kept.</source>
      <translation>تُستخدم اللغة الجديدة من التشغيل التالي. هل تريد إعادة التشغيل الآن؟ ستبدأ بيئة الاختبار من جديد فارغةً، ولن يُحفظ ما كتبته في النموذج.</translation>
    </message>
    <message>
      <source>The new language is used from the next start. Restart now? What you typed in the form is kept; a token that is not in the system keyring must be typed again.</source>
      <translation>تُستخدم اللغة الجديدة من التشغيل التالي. هل تريد إعادة التشغيل الآن؟ يُحتفظ بما كتبته في النموذج؛ أما الرمز غير المحفوظ في سلسلة مفاتيح النظام فيجب كتابته من جديد.</translation>
    </message>
    <message>
      <source>&amp;Restart now</source>
      <translation>&amp;إعادة التشغيل الآن</translation>
    </message>
    <message>
      <source>No plant has been sent to this server from the form yet.</source>
      <translation>لم تُرسل أي نبتة إلى هذا الخادم من النموذج بعد.</translation>
    </message>
    <message>
      <source>The setting could not be saved: {error}</source>
      <translation>تعذّر حفظ الإعداد: {error}</translation>
    </message>
    <message>
      <source>About {app_name}</source>
      <translation>حول {app_name}</translation>
    </message>
    <message>
      <source>{app_name} {version}

Creates plants in a Plant Store server.</source>
      <translation>{app_name} {version}

يُنشئ نباتات في خادم Plant Store.</translation>
    </message>
  </context>
  <context>
    <name>Menus</name>
    <message>
      <source>&amp;System</source>
      <comment>theme</comment>
      <translation>&amp;حسب النظام</translation>
    </message>
    <message>
      <source>&amp;Light</source>
      <comment>theme</comment>
      <translation>&amp;فاتح</translation>
    </message>
    <message>
      <source>&amp;Dark</source>
      <comment>theme</comment>
      <translation>&amp;داكن</translation>
    </message>
    <message>
      <source>P&amp;rint label…</source>
      <translation>&amp;طباعة الملصق…</translation>
    </message>
    <message>
      <source>Print the label of the plant chosen in the history, or of the last one.</source>
      <translation>طباعة ملصق النبتة المختارة في السجل، وإلا فملصق آخر نبتة أُنشئت.</translation>
    </message>
    <message>
      <source>Print a label for &amp;each new plant</source>
      <translation>طباعة ملصق &amp;لكل نبتة جديدة</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;ملف</translation>
    </message>
    <message>
      <source>&amp;Create plant</source>
      <translation>إنشاء &amp;نبتة</translation>
    </message>
    <message>
      <source>S&amp;top waiting</source>
      <translation>إيقاف &amp;الانتظار</translation>
    </message>
    <message>
      <source>Copy the &amp;last plant</source>
      <translation>نسخ &amp;آخر نبتة</translation>
    </message>
    <message>
      <source>Fill the form from the last plant sent, with the next id.</source>
      <translation>املأ النموذج من آخر نبتة أُرسلت، بالمعرّف التالي.</translation>
    </message>
    <message>
      <source>T&amp;yping aids</source>
      <translation>&amp;مساعدات الكتابة</translation>
    </message>
    <message>
      <source>Offer used tags, move on from a filled field with Enter, and the form's options.</source>
      <translation>اقتراح الوسوم المستخدمة، والانتقال من الحقل المملوء بمفتاح Enter، وخيارات النموذج.</translation>
    </message>
    <message>
      <source>Send many plants from a &amp;spreadsheet…</source>
      <translation>إرسال نباتات كثيرة من &amp;جدول بيانات…</translation>
    </message>
    <message>
      <source>Send many plants from &amp;pasted rows</source>
      <translation>إرسال نباتات كثيرة من &amp;صفوف ملصقة</translation>
    </message>
    <message>
      <source>Show the &amp;outbox…</source>
      <translation>&amp;عرض صندوق الصادر…</translation>
    </message>
    <message>
      <source>Send the outbox &amp;now</source>
      <translation>إرسال صندوق الصادر &amp;فورًا</translation>
    </message>
    <message>
      <source>Send the outbox &amp;automatically</source>
      <translation>إرسال صندوق الصادر &amp;تلقائيًا</translation>
    </message>
    <message>
      <source>&amp;Manage servers…</source>
      <translation>إدارة ال&amp;خوادم…</translation>
    </message>
    <message>
      <source>Try the sand&amp;box</source>
      <translation>تجربة &amp;بيئة الاختبار</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;إنهاء</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;عرض</translation>
    </message>
    <message>
      <source>Find in &amp;history</source>
      <translation>البحث في ال&amp;سجل</translation>
    </message>
    <message>
      <source>&amp;Theme</source>
      <translation>ال&amp;مظهر</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>ال&amp;لغة</translation>
    </message>
    <message>
      <source>S&amp;ounds</source>
      <translation>الأ&amp;صوات</translation>
    </message>
    <message>
      <source>A sound says when a plant is created, not created or put in the outbox, and when a batch ends.</source>
      <translation>يُعلمك صوت عند إنشاء نبتة أو عدم إنشائها أو وضعها في صندوق الصادر، وعند انتهاء دفعة.</translation>
    </message>
    <message>
      <source>&amp;System language</source>
      <translation>&amp;لغة النظام</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>م&amp;ساعدة</translation>
    </message>
    <message>
      <source>&amp;About {app}</source>
      <translation>&amp;حول {app}</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>ا&amp;ختصارات لوحة المفاتيح</translation>
    </message>
    <message numerus="yes">
      <source>Export the %Ln history rows chosen as &amp;HAR…</source>
      <translation>
        <numerusform>تصدير %Ln صف مختار من السجل بص&amp;يغة HAR…</numerusform>
        <numerusform>تصدير صف واحد مختار من السجل بص&amp;يغة HAR…</numerusform>
        <numerusform>تصدير صفين مختارين من السجل بص&amp;يغة HAR…</numerusform>
        <numerusform>تصدير %Ln صفوف مختارة من السجل بص&amp;يغة HAR…</numerusform>
        <numerusform>تصدير %Ln صفًا مختارًا من السجل بص&amp;يغة HAR…</numerusform>
        <numerusform>تصدير %Ln صف مختار من السجل بص&amp;يغة HAR…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Export the %Ln history rows chosen as HAR with the to&amp;ken…</source>
      <translation>
        <numerusform>تصدير %Ln صف مختار من السجل بصيغة HAR مع &amp;رمز الوصول…</numerusform>
        <numerusform>تصدير صف واحد مختار من السجل بصيغة HAR مع &amp;رمز الوصول…</numerusform>
        <numerusform>تصدير صفين مختارين من السجل بصيغة HAR مع &amp;رمز الوصول…</numerusform>
        <numerusform>تصدير %Ln صفوف مختارة من السجل بصيغة HAR مع &amp;رمز الوصول…</numerusform>
        <numerusform>تصدير %Ln صفًا مختارًا من السجل بصيغة HAR مع &amp;رمز الوصول…</numerusform>
        <numerusform>تصدير %Ln صف مختار من السجل بصيغة HAR مع &amp;رمز الوصول…</numerusform>
      </translation>
    </message>
    <message>
      <source>Export the exchange shown as &amp;HAR…</source>
      <translation>تصدير التبادل المعروض بص&amp;يغة HAR…</translation>
    </message>
    <message>
      <source>Export the exchange shown as HAR with the to&amp;ken…</source>
      <translation>تصدير التبادل المعروض بصيغة HAR مع &amp;رمز الوصول…</translation>
    </message>
  </context>
  <context>
    <name>Models</name>
    <message>
      <source>tag must be a string when it is present, not null</source>
      <translation>يجب أن يكون tag سلسلة نصية عند وجوده، لا null</translation>
    </message>
  </context>
  <context>
    <name>NoticeBar</name>
    <message>
      <source>Notices</source>
      <translation>الإشعارات</translation>
    </message>
    <message>
      <source>Previous notice</source>
      <translation>الإشعار السابق</translation>
    </message>
    <message>
      <source>Next notice</source>
      <translation>الإشعار التالي</translation>
    </message>
    <message>
      <source>Dismiss</source>
      <translation>تجاهل</translation>
    </message>
    <message>
      <source>Dismiss this notice</source>
      <translation>تجاهل هذا الإشعار</translation>
    </message>
    <message>
      <source>{index} of {count}</source>
      <comment>which notice is shown, of how many</comment>
      <translation>{index} من {count}</translation>
    </message>
  </context>
  <context>
    <name>Outbox</name>
    <message>
      <source>Plants waiting for their server. Click to see them.</source>
      <translation>نباتات تنتظر خادمها. انقر لعرضها.</translation>
    </message>
    <message>
      <source>Sent 1 plant from the outbox; it was created. See the history.</source>
      <translation>أُرسلت نبتة واحدة من صندوق الصادر وأُنشئت. راجع السجل.</translation>
    </message>
    <message>
      <source>Sent 1 plant from the outbox; it was not created. See the history.</source>
      <translation>أُرسلت نبتة واحدة من صندوق الصادر ولم تُنشأ. راجع السجل.</translation>
    </message>
    <message numerus="yes">
      <source>Sent %Ln plants from the outbox; {created} created. Their results are in the history.</source>
      <translation>
        <numerusform>أُرسلت %Ln نبتة من صندوق الصادر؛ أُنشئ منها {created}. نتائجها في السجل.</numerusform>
        <numerusform>أُرسلت نبتة واحدة من صندوق الصادر؛ أُنشئ منها {created}. نتيجتها في السجل.</numerusform>
        <numerusform>أُرسلت نبتتان من صندوق الصادر؛ أُنشئ منهما {created}. نتيجتاهما في السجل.</numerusform>
        <numerusform>أُرسلت %Ln نباتات من صندوق الصادر؛ أُنشئ منها {created}. نتائجها في السجل.</numerusform>
        <numerusform>أُرسلت %Ln نبتة من صندوق الصادر؛ أُنشئ منها {created}. نتائجها في السجل.</numerusform>
        <numerusform>أُرسلت %Ln نبتة من صندوق الصادر؛ أُنشئ منها {created}. نتائجها في السجل.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Outbox: %Ln waiting · sending…</source>
      <translation>
        <numerusform>صندوق الصادر: %Ln بالانتظار · جارٍ الإرسال…</numerusform>
        <numerusform>صندوق الصادر: %Ln بالانتظار · جارٍ الإرسال…</numerusform>
        <numerusform>صندوق الصادر: %Ln بالانتظار · جارٍ الإرسال…</numerusform>
        <numerusform>صندوق الصادر: %Ln بالانتظار · جارٍ الإرسال…</numerusform>
        <numerusform>صندوق الصادر: %Ln بالانتظار · جارٍ الإرسال…</numerusform>
        <numerusform>صندوق الصادر: %Ln بالانتظار · جارٍ الإرسال…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Outbox: %Ln waiting</source>
      <translation>
        <numerusform>صندوق الصادر: %Ln بالانتظار</numerusform>
        <numerusform>صندوق الصادر: %Ln بالانتظار</numerusform>
        <numerusform>صندوق الصادر: %Ln بالانتظار</numerusform>
        <numerusform>صندوق الصادر: %Ln بالانتظار</numerusform>
        <numerusform>صندوق الصادر: %Ln بالانتظار</numerusform>
        <numerusform>صندوق الصادر: %Ln بالانتظار</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>OutboxView</name>
    <message>
      <source>Since</source>
      <comment>column title: when the plant began to wait</comment>
      <translation>منذ</translation>
    </message>
    <message>
      <source>Server</source>
      <comment>column title</comment>
      <translation>الخادم</translation>
    </message>
    <message>
      <source>Id</source>
      <comment>column title: the plant's id</comment>
      <translation>المعرّف</translation>
    </message>
    <message>
      <source>Name</source>
      <comment>column title: the plant's name</comment>
      <translation>الاسم</translation>
    </message>
    <message>
      <source>Why it waits</source>
      <comment>column title</comment>
      <translation>سبب الانتظار</translation>
    </message>
    <message>
      <source>Outbox</source>
      <translation>صندوق الصادر</translation>
    </message>
    <message>
      <source>Waiting plants</source>
      <translation>النباتات المنتظرة</translation>
    </message>
    <message>
      <source>Why the chosen plant waits</source>
      <translation>لماذا تنتظر النبتة المختارة</translation>
    </message>
    <message>
      <source>Outbox status</source>
      <translation>حالة صندوق الصادر</translation>
    </message>
    <message>
      <source>Send &amp;now</source>
      <translation>&amp;إرسال الآن</translation>
    </message>
    <message>
      <source>&amp;Remove…</source>
      <translation>إ&amp;زالة…</translation>
    </message>
    <message>
      <source>Take the chosen plants out of the outbox without sending.</source>
      <translation>إخراج النباتات المختارة من صندوق الصادر دون إرسالها.</translation>
    </message>
    <message>
      <source>&amp;Close</source>
      <translation>إ&amp;غلاق</translation>
    </message>
    <message>
      <source>The outbox could not be read: {error}</source>
      <translation>تعذّرت قراءة صندوق الصادر: {error}</translation>
    </message>
    <message>
      <source>{said} The outbox is empty.</source>
      <translation>{said} صندوق الصادر فارغ.</translation>
    </message>
    <message>
      <source>The outbox is empty.</source>
      <translation>صندوق الصادر فارغ.</translation>
    </message>
    <message>
      <source>1 plant waits to be sent. Press Send now to send it.</source>
      <translation>نبتة واحدة تنتظر الإرسال. اضغط «إرسال الآن» لإرسالها.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants wait to be sent. Choose some and press Send now, or press Send now to send them all.</source>
      <translation>
        <numerusform>لا توجد نباتات تنتظر الإرسال.</numerusform>
        <numerusform>نبتة واحدة تنتظر الإرسال. اختر بعضها واضغط «إرسال الآن»، أو اضغط «إرسال الآن» لإرسالها كلها.</numerusform>
        <numerusform>نبتتان تنتظران الإرسال. اختر بعضها واضغط «إرسال الآن»، أو اضغط «إرسال الآن» لإرسالها كلها.</numerusform>
        <numerusform>%Ln نبتات تنتظر الإرسال. اختر بعضها واضغط «إرسال الآن»، أو اضغط «إرسال الآن» لإرسالها كلها.</numerusform>
        <numerusform>%Ln نبتةً تنتظر الإرسال. اختر بعضها واضغط «إرسال الآن»، أو اضغط «إرسال الآن» لإرسالها كلها.</numerusform>
        <numerusform>%Ln نبتة تنتظر الإرسال. اختر بعضها واضغط «إرسال الآن»، أو اضغط «إرسال الآن» لإرسالها كلها.</numerusform>
      </translation>
    </message>
    <message>
      <source>Nothing could be sent. {why}</source>
      <translation>تعذّر إرسال أي شيء. {why}</translation>
    </message>
    <message>
      <source>Sending 1 plant…</source>
      <translation>جارٍ إرسال نبتة واحدة…</translation>
    </message>
    <message numerus="yes">
      <source>Sending %Ln plants…</source>
      <translation>
        <numerusform>لا توجد نباتات للإرسال…</numerusform>
        <numerusform>جارٍ إرسال نبتة واحدة…</numerusform>
        <numerusform>جارٍ إرسال نبتتين…</numerusform>
        <numerusform>جارٍ إرسال %Ln نبتات…</numerusform>
        <numerusform>جارٍ إرسال %Ln نبتةً…</numerusform>
        <numerusform>جارٍ إرسال %Ln نبتة…</numerusform>
      </translation>
    </message>
    <message>
      <source>Sent 1 plant: {created} created. See the history.</source>
      <translation>أُرسلت نبتة واحدة: أُنشئ منها {created}. راجع السجل.</translation>
    </message>
    <message numerus="yes">
      <source>Sent %Ln plants: {created} created. See the history.</source>
      <translation>
        <numerusform>لم تُرسل أي نبتة: أُنشئ منها {created}. راجع السجل.</numerusform>
        <numerusform>أُرسلت نبتة واحدة: أُنشئ منها {created}. راجع السجل.</numerusform>
        <numerusform>أُرسلت نبتتان: أُنشئ منها {created}. راجع السجل.</numerusform>
        <numerusform>أُرسلت %Ln نبتات: أُنشئ منها {created}. راجع السجل.</numerusform>
        <numerusform>أُرسلت %Ln نبتةً: أُنشئ منها {created}. راجع السجل.</numerusform>
        <numerusform>أُرسلت %Ln نبتة: أُنشئ منها {created}. راجع السجل.</numerusform>
      </translation>
    </message>
    <message>
      <source>Nothing was sent: the server still cannot be reached. The plants wait.</source>
      <translation>لم يُرسل شيء: لا يزال الوصول إلى الخادم متعذّرًا. النباتات تنتظر.</translation>
    </message>
    <message>
      <source>Nothing was sent: no chosen plant could be sent now.</source>
      <translation>لم يُرسل شيء: لا يمكن إرسال أي من النباتات المختارة الآن.</translation>
    </message>
    <message>
      <source>Remove plant {id} from the outbox without sending it? It stays in the history as removed.</source>
      <translation>هل تريد إزالة النبتة {id} من صندوق الصادر دون إرسالها؟ ستبقى في السجل على أنها مُزالة.</translation>
    </message>
    <message>
      <source>Remove this plant from the outbox without sending it? It stays in the history as removed.</source>
      <translation>هل تريد إزالة هذه النبتة من صندوق الصادر دون إرسالها؟ ستبقى في السجل على أنها مُزالة.</translation>
    </message>
    <message>
      <source>&amp;Remove plant</source>
      <translation>إ&amp;زالة النبتة</translation>
    </message>
    <message numerus="yes">
      <source>Remove %Ln plants from the outbox without sending them? They stay in the history as removed.</source>
      <translation>
        <numerusform>هل تريد إزالة النباتات من صندوق الصادر دون إرسالها؟ ستبقى في السجل على أنها مُزالة.</numerusform>
        <numerusform>هل تريد إزالة نبتة واحدة من صندوق الصادر دون إرسالها؟ ستبقى في السجل على أنها مُزالة.</numerusform>
        <numerusform>هل تريد إزالة نبتتين من صندوق الصادر دون إرسالهما؟ ستبقيان في السجل على أنهما مُزالتان.</numerusform>
        <numerusform>هل تريد إزالة %Ln نبتات من صندوق الصادر دون إرسالها؟ ستبقى في السجل على أنها مُزالة.</numerusform>
        <numerusform>هل تريد إزالة %Ln نبتةً من صندوق الصادر دون إرسالها؟ ستبقى في السجل على أنها مُزالة.</numerusform>
        <numerusform>هل تريد إزالة %Ln نبتة من صندوق الصادر دون إرسالها؟ ستبقى في السجل على أنها مُزالة.</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Remove plants</source>
      <translation>إ&amp;زالة النباتات</translation>
    </message>
    <message>
      <source>Remove from the outbox?</source>
      <translation>الإزالة من صندوق الصادر؟</translation>
    </message>
    <message>
      <source>The plants could not be removed: {error}</source>
      <translation>تعذّرت إزالة النباتات: {error}</translation>
    </message>
    <message>
      <source>Removed 1 plant from the outbox.</source>
      <translation>أُزيلت نبتة واحدة من صندوق الصادر.</translation>
    </message>
    <message numerus="yes">
      <source>Removed %Ln plants from the outbox.</source>
      <translation>
        <numerusform>لم تُزل أي نبتة من صندوق الصادر.</numerusform>
        <numerusform>أُزيلت نبتة واحدة من صندوق الصادر.</numerusform>
        <numerusform>أُزيلت نبتتان من صندوق الصادر.</numerusform>
        <numerusform>أُزيلت %Ln نبتات من صندوق الصادر.</numerusform>
        <numerusform>أُزيلت %Ln نبتةً من صندوق الصادر.</numerusform>
        <numerusform>أُزيلت %Ln نبتة من صندوق الصادر.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>not allowed</source>
      <comment>why no answer came</comment>
      <translation>غير مسموح</translation>
    </message>
    <message>
      <source>invalid request</source>
      <comment>why no answer came</comment>
      <translation>طلب غير صالح</translation>
    </message>
    <message>
      <source>connection refused</source>
      <comment>why no answer came</comment>
      <translation>رُفض الاتصال</translation>
    </message>
    <message>
      <source>host not found</source>
      <comment>why no answer came</comment>
      <translation>لم يُعثر على المضيف</translation>
    </message>
    <message>
      <source>TLS</source>
      <comment>why no answer came: the secure connection failed</comment>
      <translation>TLS</translation>
    </message>
    <message>
      <source>client certificate</source>
      <comment>why no answer came</comment>
      <translation>شهادة العميل</translation>
    </message>
    <message>
      <source>connect timeout</source>
      <comment>why no answer came</comment>
      <translation>انتهت مهلة الاتصال</translation>
    </message>
    <message>
      <source>timed out</source>
      <comment>why no answer came</comment>
      <translation>انتهت المهلة</translation>
    </message>
    <message>
      <source>connection lost</source>
      <comment>why no answer came</comment>
      <translation>انقطع الاتصال</translation>
    </message>
    <message>
      <source>cancelled</source>
      <comment>why no answer came</comment>
      <translation>أُلغي</translation>
    </message>
  </context>
  <context>
    <name>PlantForm</name>
    <message>
      <source>New plant</source>
      <translation>نبتة جديدة</translation>
    </message>
    <message>
      <source>Sug&amp;gest the next id</source>
      <translation>ا&amp;قتراح المعرّف التالي</translation>
    </message>
    <message>
      <source>After a plant is sent, Id shows the next id that is not taken on this server.</source>
      <translation>بعد إرسال نبتة، يعرض حقل المعرّف المعرّف التالي غير المستخدم على هذا الخادم.</translation>
    </message>
    <message>
      <source>Keep for the ne&amp;xt plant</source>
      <translation>الإبقاء &amp;للنبتة التالية</translation>
    </message>
    <message>
      <source>After a plant is sent, Tag keeps its tag.</source>
      <translation>بعد إرسال نبتة، يحتفظ حقل الوسم بوسمه.</translation>
    </message>
    <message>
      <source>Keep the tag for the next plant</source>
      <translation>الإبقاء على الوسم للنبتة التالية</translation>
    </message>
    <message>
      <source>Plant id</source>
      <translation>معرّف النبتة</translation>
    </message>
    <message>
      <source>A whole number, e.g. 1042.</source>
      <translation>عدد صحيح، مثل 1042.</translation>
    </message>
    <message>
      <source>Required, at most {limit} characters.</source>
      <translation>مطلوب، {limit} حرفًا على الأكثر.</translation>
    </message>
    <message>
      <source>Plant name</source>
      <translation>اسم النبتة</translation>
    </message>
    <message>
      <source>Optional: the type of plant, e.g. fern; at most {limit} characters.</source>
      <translation>اختياري: نوع النبتة، مثل سرخس؛ {limit} حرفًا على الأكثر.</translation>
    </message>
    <message>
      <source>Plant tag</source>
      <translation>وسم النبتة</translation>
    </message>
    <message>
      <source>e.g. Monstera deliciosa</source>
      <translation>مثل Monstera deliciosa</translation>
    </message>
    <message>
      <source>e.g. tropical</source>
      <translation>مثل استوائي</translation>
    </message>
    <message>
      <source>&amp;Id:</source>
      <translation>المعرّ&amp;ف:</translation>
    </message>
    <message>
      <source>&amp;Name:</source>
      <translation>&amp;الاسم:</translation>
    </message>
    <message>
      <source>&amp;Tag:</source>
      <translation>ال&amp;وسم:</translation>
    </message>
    <message>
      <source>&amp;Create plant</source>
      <translation>إن&amp;شاء النبتة</translation>
    </message>
    <message>
      <source>Send the plant to the server (Enter)</source>
      <translation>إرسال النبتة إلى الخادم (Enter)</translation>
    </message>
    <message>
      <source>Stop waiting</source>
      <translation>إيقاف الانتظار</translation>
    </message>
    <message>
      <source>Stop waiting for the server's answer (Esc)</source>
      <translation>إيقاف انتظار رد الخادم (Esc)</translation>
    </message>
    <message>
      <source>Plant {id} was created on this server at {time} — press Enter again to send it anyway.</source>
      <translation>أُنشئت النبتة {id} على هذا الخادم الساعة {time} — اضغط Enter مرة أخرى لإرسالها على أي حال.</translation>
    </message>
    <message>
      <source>Plant {id} was created on this server on {date} at {time} — press Enter again to send it anyway.</source>
      <translation>أُنشئت النبتة {id} على هذا الخادم في {date} الساعة {time} — اضغط Enter مرة أخرى لإرسالها على أي حال.</translation>
    </message>
  </context>
  <context>
    <name>Profiles</name>
    <message>
      <source>The profile name cannot be blank.</source>
      <translation>لا يمكن أن يكون اسم ملف التعريف فارغًا.</translation>
    </message>
    <message>
      <source>The profile name can have at most {limit} characters.</source>
      <translation>يمكن أن يحتوي اسم ملف التعريف على {limit} حرفًا على الأكثر.</translation>
    </message>
    <message>
      <source>The profile name cannot contain control characters.</source>
      <translation>لا يمكن أن يحتوي اسم ملف التعريف على أحرف تحكّم.</translation>
    </message>
    <message>
      <source>The profile id must be 1–64 letters, digits or {characters}.</source>
      <translation>يجب أن يتكوّن معرّف ملف التعريف من 1 إلى 64 حرفًا أو رقمًا أو {characters}.</translation>
    </message>
    <message>
      <source>The timeout must be more than 0 and at most 600 seconds.</source>
      <translation>يجب أن تكون المهلة أكبر من 0 ولا تتجاوز 600 ثانية.</translation>
    </message>
    <message>
      <source>The field {field} must be a number.</source>
      <translation>يجب أن يكون الحقل {field} رقمًا.</translation>
    </message>
    <message>
      <source>The field {field} must be a boolean.</source>
      <translation>يجب أن يكون الحقل {field} قيمة منطقية.</translation>
    </message>
    <message>
      <source>The field {field} must be a string.</source>
      <translation>يجب أن يكون الحقل {field} سلسلة نصية.</translation>
    </message>
    <message>
      <source>The field {field} is missing.</source>
      <translation>الحقل {field} مفقود.</translation>
    </message>
    <message>
      <source>A profile must be a JSON object.</source>
      <translation>يجب أن يكون ملف التعريف كائن JSON.</translation>
    </message>
    <message>
      <source>Two profiles have the same id.</source>
      <translation>يوجد ملفا تعريف لهما المعرّف نفسه.</translation>
    </message>
    <message>
      <source>Two profiles have the same name.</source>
      <translation>يوجد ملفا تعريف لهما الاسم نفسه.</translation>
    </message>
    <message>
      <source>That profile no longer exists.</source>
      <translation>ملف التعريف هذا لم يعد موجودًا.</translation>
    </message>
    <message>
      <source>There is already a profile named {name}.</source>
      <translation>يوجد بالفعل ملف تعريف باسم {name}.</translation>
    </message>
    <message>
      <source>{name} (copy)</source>
      <comment>the name of a copy of a server profile</comment>
      <translation>{name} (نسخة)</translation>
    </message>
    <message>
      <source>{name} (copy {number})</source>
      <comment>the name of a further copy of a server profile</comment>
      <translation>{name} (نسخة {number})</translation>
    </message>
    <message>
      <source>{name} ({number})</source>
      <comment>a server profile's name made unique by a number</comment>
      <translation>{name} ({number})</translation>
    </message>
    <message>
      <source>Could not read the profiles file {path} ({reason}); changes will not be saved in this session.</source>
      <translation>تعذّرت قراءة ملف التعريفات {path} ({reason})؛ لن تُحفظ التغييرات في هذه الجلسة.</translation>
    </message>
    <message>
      <source>The profiles file {path} was written by a newer version of Plant Store GUI; changes will not be saved, so that file is left as it is.</source>
      <translation>ملف التعريفات {path} كُتب بإصدار أحدث من Plant Store GUI؛ لن تُحفظ التغييرات، ويبقى ذلك الملف كما هو.</translation>
    </message>
    <message>
      <source>The profiles file {path} is damaged and not set aside ({reason}); changes will not be saved in this session.</source>
      <translation>ملف التعريفات {path} تالف ولم يُنقل جانبًا ({reason})؛ لن تُحفظ التغييرات في هذه الجلسة.</translation>
    </message>
    <message>
      <source>The profiles file could not be read, so it was set aside as {file} (in {folder}) and you start with no profiles.</source>
      <translation>تعذّرت قراءة ملف التعريفات، فنُقل جانبًا باسم {file} (في {folder}) وستبدأ دون ملفات تعريف.</translation>
    </message>
    <message>
      <source>The profiles file {path} has been written by a newer version of Plant Store GUI; it is left as it is.</source>
      <translation>ملف التعريفات {path} كُتب بإصدار أحدث من Plant Store GUI؛ وقد تُرك كما هو.</translation>
    </message>
    <message>
      <source>Profiles are not saved. {reason}</source>
      <translation>ملفات التعريف غير محفوظة. {reason}</translation>
    </message>
    <message>
      <source>Could not save the profiles to {path}: {reason}.</source>
      <translation>تعذّر حفظ ملفات التعريف في {path}: {reason}.</translation>
    </message>
    <message>
      <source>Could not save the profiles export to {path}: {reason}.</source>
      <translation>تعذّر حفظ تصدير ملفات التعريف في {path}: {reason}.</translation>
    </message>
    <message>
      <source>Ignored the field {field} of profile {name}: tokens and other secrets are never imported.</source>
      <translation>تم تجاهل الحقل {field} في ملف التعريف {name}: لا تُستورد الرموز والأسرار الأخرى أبدًا.</translation>
    </message>
    <message>
      <source>Ignored the unknown field {field} of profile {name}.</source>
      <translation>تم تجاهل الحقل غير المعروف {field} في ملف التعريف {name}.</translation>
    </message>
    <message>
      <source>Ignored the field {field} of profile {number}: tokens and other secrets are never imported.</source>
      <translation>تم تجاهل الحقل {field} في ملف التعريف {number}: لا تُستورد الرموز والأسرار الأخرى أبدًا.</translation>
    </message>
    <message>
      <source>Ignored the unknown field {field} of profile {number}.</source>
      <translation>تم تجاهل الحقل غير المعروف {field} في ملف التعريف {number}.</translation>
    </message>
    <message>
      <source>Left out the CA bundle of profile {name}: {problem}</source>
      <translation>تم إسقاط حزمة CA من ملف التعريف {name}: {problem}</translation>
    </message>
    <message>
      <source>Left out the contract document of profile {name}: {problem}</source>
      <translation>تم إسقاط مستند العقد من ملف التعريف {name}: {problem}</translation>
    </message>
    <message>
      <source>Left out the client certificate of profile {name}: {problem}</source>
      <translation>أُغفلت شهادة العميل للملف الشخصي {name}: {problem}</translation>
    </message>
    <message>
      <source>{path} holds no certificate.</source>
      <translation>لا يحتوي {path} على أي شهادة.</translation>
    </message>
    <message>
      <source>Could not read {path}: {reason}.</source>
      <translation>تعذّرت قراءة {path}: {reason}.</translation>
    </message>
    <message>
      <source>{file} is larger than {limit} MB; a profiles export is far smaller.</source>
      <translation>{file} أكبر من {limit} ميغابايت؛ تصدير ملفات التعريف أصغر من ذلك بكثير.</translation>
    </message>
    <message>
      <source>{file} is not a profiles export: it is not JSON.</source>
      <translation>{file} ليس تصديرًا لملفات التعريف: إنه ليس JSON.</translation>
    </message>
    <message>
      <source>{file} is not a Plant Store GUI profiles export.</source>
      <translation>{file} ليس تصديرًا لملفات تعريف Plant Store GUI.</translation>
    </message>
    <message>
      <source>{file} holds {count} profiles; at most {limit} can be imported at once.</source>
      <translation>يحتوي {file} على {count} ملف تعريف؛ يمكن استيراد {limit} على الأكثر دفعة واحدة.</translation>
    </message>
    <message>
      <source>Left out profile {name}: it is already here, the same.</source>
      <translation>تم تخطي الملف الشخصي {name}: إنه موجود هنا بالفعل، كما هو.</translation>
    </message>
    <message>
      <source>Tokens are never imported: type this server's token before sending to it.</source>
      <translation>لا تُستورد الرموز أبدًا: اكتب رمز هذا الخادم قبل الإرسال إليه.</translation>
    </message>
    <message>
      <source>Tokens are never imported: type each server's token before sending to it.</source>
      <translation>لا تُستورد الرموز أبدًا: اكتب رمز كل خادم قبل الإرسال إليه.</translation>
    </message>
    <message>
      <source>No server was imported.</source>
      <translation>لم يُستورد أي خادم.</translation>
    </message>
    <message>
      <source>, </source>
      <comment>between the names in a list</comment>
      <translation>، </translation>
    </message>
    <message numerus="yes">
      <source>Imported %Ln server: {names}.</source>
      <translation>
        <numerusform>تم استيراد %Ln خادم: {names}.</numerusform>
        <numerusform>تم استيراد خادم واحد: {names}.</numerusform>
        <numerusform>تم استيراد خادمين: {names}.</numerusform>
        <numerusform>تم استيراد %Ln خوادم: {names}.</numerusform>
        <numerusform>تم استيراد %Ln خادمًا: {names}.</numerusform>
        <numerusform>تم استيراد %Ln خادم: {names}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Imported %Ln servers: {names}.</source>
      <translation>
        <numerusform>تم استيراد %Ln خادم: {names}.</numerusform>
        <numerusform>تم استيراد خادم واحد: {names}.</numerusform>
        <numerusform>تم استيراد خادمين: {names}.</numerusform>
        <numerusform>تم استيراد %Ln خوادم: {names}.</numerusform>
        <numerusform>تم استيراد %Ln خادمًا: {names}.</numerusform>
        <numerusform>تم استيراد %Ln خادم: {names}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Imported %Ln servers, among them {names}.</source>
      <translation>
        <numerusform>تم استيراد %Ln خادم، منها {names}.</numerusform>
        <numerusform>تم استيراد خادم واحد، منه {names}.</numerusform>
        <numerusform>تم استيراد خادمين، منهما {names}.</numerusform>
        <numerusform>تم استيراد %Ln خوادم، منها {names}.</numerusform>
        <numerusform>تم استيراد %Ln خادمًا، منها {names}.</numerusform>
        <numerusform>تم استيراد %Ln خادم، منها {names}.</numerusform>
      </translation>
    </message>
    <message>
      <source>Skipped profile {number} ({name}): its {field} is {value}. {reason}</source>
      <translation>تم تخطي ملف التعريف {number} ({name}): قيمة الحقل {field} فيه هي {value}. {reason}</translation>
    </message>
    <message>
      <source>Skipped profile {number}: its {field} is {value}. {reason}</source>
      <translation>تم تخطي ملف التعريف {number}: قيمة الحقل {field} فيه هي {value}. {reason}</translation>
    </message>
    <message>
      <source>Skipped profile {number} ({name}): {reason}</source>
      <translation>تم تخطي ملف التعريف {number} ({name}): {reason}</translation>
    </message>
    <message>
      <source>Skipped profile {number}: {reason}</source>
      <translation>تم تخطي ملف التعريف {number}: {reason}</translation>
    </message>
  </context>
  <context>
    <name>ProfilesDialog</name>
    <message>
      <source>Kept in the system keyring, never in a file.</source>
      <translation>يُحفظ في حلقة مفاتيح النظام، وليس في ملف أبدًا.</translation>
    </message>
    <message>
      <source>Manage servers</source>
      <translation>إدارة الخوادم</translation>
    </message>
    <message>
      <source>Saved servers</source>
      <translation>الخوادم المحفوظة</translation>
    </message>
    <message>
      <source>&amp;Add</source>
      <comment>button that adds a server</comment>
      <translation>إ&amp;ضافة</translation>
    </message>
    <message>
      <source>D&amp;uplicate</source>
      <translation>ت&amp;كرار</translation>
    </message>
    <message>
      <source>&amp;Delete…</source>
      <translation>ح&amp;ذف…</translation>
    </message>
    <message>
      <source>Set as de&amp;fault</source>
      <translation>تعيين كا&amp;فتراضي</translation>
    </message>
    <message>
      <source>&amp;Import…</source>
      <translation>ا&amp;ستيراد…</translation>
    </message>
    <message>
      <source>E&amp;xport…</source>
      <translation>ت&amp;صدير…</translation>
    </message>
    <message>
      <source>Server name</source>
      <translation>اسم الخادم</translation>
    </message>
    <message>
      <source>How the server is listed; at most {limit} characters.</source>
      <translation>كيف يظهر الخادم في القائمة؛ {limit} حرفًا على الأكثر.</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>عنوان URL الأساسي</translation>
    </message>
    <message>
      <source>Plants are sent to this address + {path}.</source>
      <translation>تُرسل النباتات إلى هذا العنوان + {path}.</translation>
    </message>
    <message>
      <source> s</source>
      <comment>suffix of the time limit, in seconds</comment>
      <translation> ث</translation>
    </message>
    <message>
      <source>Time limit</source>
      <translation>المهلة</translation>
    </message>
    <message>
      <source>&amp;Verify the server's TLS certificate</source>
      <translation>ال&amp;تحقق من شهادة TLS للخادم</translation>
    </message>
    <message>
      <source>CA bundle</source>
      <translation>حزمة CA</translation>
    </message>
    <message>
      <source>Optional: a PEM file of CAs</source>
      <translation>اختياري: ملف PEM لجهات CA</translation>
    </message>
    <message>
      <source>Certificate authorities to trust for this server besides the system's, in one PEM file. Used only while the server's TLS certificate is verified.</source>
      <translation>جهات إصدار الشهادات التي يُوثق بها لهذا الخادم إضافةً إلى جهات النظام، في ملف PEM واحد. لا تُستخدم إلا أثناء التحقق من شهادة TLS للخادم.</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>استعراض…</translation>
    </message>
    <message>
      <source>Choose a client certificate</source>
      <translation>اختيار شهادة عميل</translation>
    </message>
    <message>
      <source>Client certificate</source>
      <translation>شهادة العميل</translation>
    </message>
    <message>
      <source>Optional: presented to servers that ask for one. A PEM file, or a PKCS#12 file (.p12, .pfx) holding the key too.</source>
      <translation>اختياري: تُقدَّم للخوادم التي تطلبها. ملف PEM، أو ملف PKCS#12 ‏(.p12، .pfx) يحتوي على المفتاح أيضًا.</translation>
    </message>
    <message>
      <source>Choose the key file</source>
      <translation>اختيار ملف المفتاح</translation>
    </message>
    <message>
      <source>Certificate key</source>
      <translation>مفتاح الشهادة</translation>
    </message>
    <message>
      <source>The PEM key, when it is not in the certificate's file.</source>
      <translation>مفتاح PEM، حين لا يكون في ملف الشهادة.</translation>
    </message>
    <message>
      <source>Key passphrase</source>
      <translation>عبارة مرور المفتاح</translation>
    </message>
    <message>
      <source>C&amp;lient certificate:</source>
      <translation>شهادة العمي&amp;ل:</translation>
    </message>
    <message>
      <source>Certificate &amp;key:</source>
      <translation>مفتاح ال&amp;شهادة:</translation>
    </message>
    <message>
      <source>Key &amp;passphrase:</source>
      <translation>ع&amp;بارة مرور المفتاح:</translation>
    </message>
    <message>
      <source>The passphrase of an encrypted key. Without a working system keyring, it is kept for this session only.</source>
      <translation>عبارة مرور مفتاح مشفّر. من دون حلقة مفاتيح نظام تعمل، تُحفظ لهذه الجلسة فقط.</translation>
    </message>
    <message>
      <source>The passphrase of an encrypted key. Kept in the system keyring, never in a file.</source>
      <translation>عبارة مرور مفتاح مشفّر. تُحفظ في حلقة مفاتيح النظام، لا في ملف أبدًا.</translation>
    </message>
    <message>
      <source>Certificates (*.pem *.crt *.cer *.p12 *.pfx);;All files (*)</source>
      <translation>الشهادات (*.pem *.crt *.cer *.p12 *.pfx);;كل الملفات (*)</translation>
    </message>
    <message>
      <source>Keys (*.pem *.key);;All files (*)</source>
      <translation>المفاتيح (*.pem *.key);;كل الملفات (*)</translation>
    </message>
    <message>
      <source>Contract document</source>
      <translation>مستند العقد</translation>
    </message>
    <message>
      <source>Optional: an OpenAPI 3.0 or 3.1 file</source>
      <translation>اختياري: ملف OpenAPI 3.0 أو 3.1</translation>
    </message>
    <message>
      <source>The Contract tab checks this server's answers against this document (JSON or YAML). Leave it empty to use the contract built into the app.</source>
      <translation>يتحقق تبويب «العقد» من ردود هذا الخادم مقابل هذا المستند (JSON أو YAML). اتركه فارغًا لاستخدام العقد المضمّن في التطبيق.</translation>
    </message>
    <message>
      <source>Choose a contract document</source>
      <translation>اختر مستند عقد</translation>
    </message>
    <message>
      <source>Allow the token over plain &amp;HTTP to this host</source>
      <translation>السماح بإرسال الرمز عبر &amp;HTTP غير المشفّر إلى هذا المضيف</translation>
    </message>
    <message>
      <source>Anyone on the network path can read a token sent over http://. Loopback addresses never need this.</source>
      <translation>يمكن لأي شخص على مسار الشبكة قراءة رمز يُرسل عبر http://. عناوين الاسترجاع المحلي (loopback) لا تحتاج إلى هذا أبدًا.</translation>
    </message>
    <message>
      <source>&amp;Name:</source>
      <translation>&amp;الاسم:</translation>
    </message>
    <message>
      <source>&amp;Base URL:</source>
      <translation>عنوان URL ال&amp;أساسي:</translation>
    </message>
    <message>
      <source>T&amp;oken:</source>
      <translation>ال&amp;رمز:</translation>
    </message>
    <message>
      <source>&amp;Time limit:</source>
      <translation>ال&amp;مهلة:</translation>
    </message>
    <message>
      <source>&amp;CA bundle:</source>
      <translation>حزمة &amp;CA:</translation>
    </message>
    <message>
      <source>Cont&amp;ract:</source>
      <translation>ال&amp;عقد:</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;حفظ</translation>
    </message>
    <message>
      <source>Save this server (Enter)</source>
      <translation>حفظ هذا الخادم (Enter)</translation>
    </message>
    <message>
      <source>The profiles file was written by a newer version of Plant Store GUI or cannot be read: changes here are not saved.</source>
      <translation>ملف التعريفات كُتب بإصدار أحدث من Plant Store GUI أو تتعذّر قراءته: التغييرات هنا لا تُحفظ.</translation>
    </message>
    <message>
      <source>{name}  (default)</source>
      <comment>the default server in the list</comment>
      <translation>{name}  (الافتراضي)</translation>
    </message>
    <message>
      <source>Looking for the system keyring…</source>
      <translation>جارٍ البحث عن حلقة مفاتيح النظام…</translation>
    </message>
    <message>
      <source>Without a system keyring, a token typed here is kept for this session only.</source>
      <translation>بدون حلقة مفاتيح النظام، يُحفظ الرمز المكتوب هنا لهذه الجلسة فقط.</translation>
    </message>
    <message>
      <source>The system keyring failed just now; a token typed here may be kept for this session only.</source>
      <translation>فشلت حلقة مفاتيح النظام للتو؛ قد يُحفظ الرمز المكتوب هنا لهذه الجلسة فقط.</translation>
    </message>
    <message>
      <source>Reading the token from the keyring…</source>
      <translation>جارٍ قراءة الرمز من حلقة المفاتيح…</translation>
    </message>
    <message>
      <source>Kept for this session only: the system keyring could not keep it.</source>
      <translation>محفوظ لهذه الجلسة فقط: تعذّر على حلقة مفاتيح النظام حفظه.</translation>
    </message>
    <message>
      <source>No token saved. Type it to keep it in the system keyring.</source>
      <translation>لا يوجد رمز محفوظ. اكتبه لحفظه في حلقة مفاتيح النظام.</translation>
    </message>
    <message>
      <source>No token saved. Without a system keyring, a token typed here is kept for this session only.</source>
      <translation>لا يوجد رمز محفوظ. بدون حلقة مفاتيح النظام، يُحفظ الرمز المكتوب هنا لهذه الجلسة فقط.</translation>
    </message>
    <message>
      <source>No token saved. The system keyring failed just now; a token typed here may be kept for this session only.</source>
      <translation>لا يوجد رمز محفوظ. فشلت حلقة مفاتيح النظام للتو؛ قد يُحفظ الرمز المكتوب هنا لهذه الجلسة فقط.</translation>
    </message>
    <message>
      <source>Discard the changes?</source>
      <translation>تجاهل التغييرات؟</translation>
    </message>
    <message>
      <source>The changes to this server are not saved. Closing now throws them away.</source>
      <translation>التغييرات على هذا الخادم غير محفوظة. الإغلاق الآن يضيّعها.</translation>
    </message>
    <message>
      <source>&amp;Discard changes</source>
      <translation>&amp;تجاهل التغييرات</translation>
    </message>
    <message>
      <source>Cancel</source>
      <comment>leaves the dialog, losing changes</comment>
      <translation>إلغاء</translation>
    </message>
    <message>
      <source>Close</source>
      <comment>leaves the dialog, all saved</comment>
      <translation>إغلاق</translation>
    </message>
    <message>
      <source>New server</source>
      <translation>خادم جديد</translation>
    </message>
    <message>
      <source>Saved {name}.</source>
      <translation>تم حفظ {name}.</translation>
    </message>
    <message>
      <source>Send the token to a new address?</source>
      <translation>إرسال الرمز إلى عنوان جديد؟</translation>
    </message>
    <message>
      <source>The token of {name} was used with {old_address}. The server now points to {new_address}.

Send the same token there from now on? If you remove it, you type the right token the next time you send.</source>
      <translation>استُخدم رمز {name} مع {old_address}. يشير الخادم الآن إلى {new_address}.

هل تريد إرسال الرمز نفسه إلى هناك من الآن فصاعدًا؟ إذا أزلته، فستكتب الرمز الصحيح في المرة القادمة التي ترسل فيها.</translation>
    </message>
    <message>
      <source>Send the token there</source>
      <translation>إرسال الرمز إلى هناك</translation>
    </message>
    <message>
      <source>Remove the token</source>
      <translation>إزالة الرمز</translation>
    </message>
    <message>
      <source>Delete this server?</source>
      <translation>حذف هذا الخادم؟</translation>
    </message>
    <message>
      <source>Delete {name} and its saved token? This cannot be undone.</source>
      <translation>هل تريد حذف {name} ورمزه المحفوظ؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
      <source>Delete server</source>
      <translation>حذف الخادم</translation>
    </message>
    <message>
      <source>Deleted {name}.</source>
      <translation>تم حذف {name}.</translation>
    </message>
    <message>
      <source>Choose a CA bundle</source>
      <translation>اختر حزمة CA</translation>
    </message>
    <message>
      <source>Certificates (*.pem *.crt);;All files (*)</source>
      <translation>الشهادات (*.pem *.crt);;كل الملفات (*)</translation>
    </message>
    <message>
      <source>OpenAPI documents (*.yaml *.yml *.json);;All files (*)</source>
      <translation>مستندات OpenAPI (*.yaml *.yml *.json);;كل الملفات (*)</translation>
    </message>
    <message>
      <source>Import servers</source>
      <translation>استيراد الخوادم</translation>
    </message>
    <message>
      <source>Nothing was imported: {error}</source>
      <translation>لم يُستورد شيء: {error}</translation>
    </message>
    <message>
      <source>Export servers</source>
      <translation>تصدير الخوادم</translation>
    </message>
    <message>
      <source>The servers could not be exported: {error}</source>
      <translation>تعذّر تصدير الخوادم: {error}</translation>
    </message>
    <message>
      <source>Exported the servers, without tokens, to {path}.</source>
      <translation>تم تصدير الخوادم، بدون الرموز، إلى {path}.</translation>
    </message>
  </context>
  <context>
    <name>RawEditor</name>
    <message>
      <source>Not valid JSON: {problem} (line {line}, column {column}).</source>
      <translation>JSON غير صالح: {problem} (السطر {line}، العمود {column}).</translation>
    </message>
    <message>
      <source>Not valid JSON: {problem}.</source>
      <translation>JSON غير صالح: {problem}.</translation>
    </message>
    <message>
      <source>Not valid JSON: nested too deeply.</source>
      <translation>JSON غير صالح: التداخل عميق جدًا.</translation>
    </message>
    <message>
      <source>Error: {finding}</source>
      <translation>خطأ: {finding}</translation>
    </message>
    <message>
      <source>Error at {where}: {finding}</source>
      <translation>خطأ عند {where}: {finding}</translation>
    </message>
    <message>
      <source>Warning: {finding}</source>
      <translation>تحذير: {finding}</translation>
    </message>
    <message>
      <source>Warning at {where}: {finding}</source>
      <translation>تحذير عند {where}: {finding}</translation>
    </message>
    <message>
      <source>Note: {finding}</source>
      <translation>ملاحظة: {finding}</translation>
    </message>
    <message>
      <source>Note at {where}: {finding}</source>
      <translation>ملاحظة عند {where}: {finding}</translation>
    </message>
    <message>
      <source>Valid JSON, not checked against the contract. {problem}</source>
      <translation>JSON صالح، لم يُفحص وفق العقد. {problem}</translation>
    </message>
    <message numerus="yes">
      <source>%Ln more findings: the Contract tab lists every one once the body is sent.</source>
      <translation>
        <numerusform>لا ملاحظات أخرى: يعرض تبويب العقد الملاحظات كلها بعد إرسال النص.</numerusform>
        <numerusform>ملاحظة أخرى واحدة: يعرض تبويب العقد الملاحظات كلها بعد إرسال النص.</numerusform>
        <numerusform>ملاحظتان أخريان: يعرض تبويب العقد الملاحظات كلها بعد إرسال النص.</numerusform>
        <numerusform>%Ln ملاحظات أخرى: يعرض تبويب العقد الملاحظات كلها بعد إرسال النص.</numerusform>
        <numerusform>%Ln ملاحظة أخرى: يعرض تبويب العقد الملاحظات كلها بعد إرسال النص.</numerusform>
        <numerusform>%Ln ملاحظة أخرى: يعرض تبويب العقد الملاحظات كلها بعد إرسال النص.</numerusform>
      </translation>
    </message>
    <message>
      <source>Valid JSON. The built-in contract lists no JSON body for POST /plants.</source>
      <translation>JSON صالح. لا يذكر العقد المدمج نص JSON للطلب POST /plants.</translation>
    </message>
    <message>
      <source>Valid JSON. {document} lists no JSON body for POST /plants.</source>
      <translation>JSON صالح. لا يذكر {document} نص JSON للطلب POST /plants.</translation>
    </message>
    <message>
      <source>Valid JSON, and a valid {schema} by the built-in contract, read as {dialect}.</source>
      <translation>JSON صالح، و{schema} صالح وفق العقد المدمج، مقروءًا بصيغة {dialect}.</translation>
    </message>
    <message>
      <source>Valid JSON, and a valid {schema} by {document}, read as {dialect}.</source>
      <translation>JSON صالح، و{schema} صالح وفق {document}، مقروءًا بصيغة {dialect}.</translation>
    </message>
    <message>
      <source>Valid JSON, but not a valid {schema} by the built-in contract, read as {dialect}. It can still be sent, to see what the server says.</source>
      <translation>JSON صالح، لكنه ليس {schema} صالحًا وفق العقد المدمج، مقروءًا بصيغة {dialect}. لا يزال بالإمكان إرساله لمعرفة ما يقوله الخادم.</translation>
    </message>
    <message>
      <source>Valid JSON, but not a valid {schema} by {document}, read as {dialect}. It can still be sent, to see what the server says.</source>
      <translation>JSON صالح، لكنه ليس {schema} صالحًا وفق {document}، مقروءًا بصيغة {dialect}. لا يزال بالإمكان إرساله لمعرفة ما يقوله الخادم.</translation>
    </message>
    <message>
      <source>Raw JSON body</source>
      <translation>نص JSON الخام</translation>
    </message>
    <message>
      <source>JSON and contract check of the body</source>
      <translation>فحص JSON والعقد لنص الطلب</translation>
    </message>
    <message>
      <source>Sent exactly as typed, even when the form would refuse it. Marked RAW in the history. Ctrl+Return sends.</source>
      <translation>يُرسل تمامًا كما كُتب، حتى لو كان النموذج سيرفضه. يُعلَّم بـ RAW في السجل. يُرسل بالضغط على Ctrl+Return.</translation>
    </message>
    <message>
      <source>Se&amp;nd raw</source>
      <translation>إرسال &amp;الخام</translation>
    </message>
    <message>
      <source>⚠ {problem} It can still be sent, to see what the server says.</source>
      <translation>⚠ {problem} لا يزال بالإمكان إرساله لمعرفة ما يقوله الخادم.</translation>
    </message>
    <message>
      <source>Valid JSON.</source>
      <translation>JSON صالح.</translation>
    </message>
  </context>
  <context>
    <name>RequestView</name>
    <message>
      <source>Request as sent</source>
      <translation>الطلب كما أُرسل</translation>
    </message>
    <message>
      <source>Cop&amp;y</source>
      <translation>&amp;نسخ</translation>
    </message>
    <message>
      <source>Copy as c&amp;url</source>
      <translation>نسخ كأمر c&amp;url</translation>
    </message>
    <message>
      <source>The token is written as $PLANTSTORE_TOKEN</source>
      <translation>يُكتب الرمز على شكل $PLANTSTORE_TOKEN</translation>
    </message>
    <message>
      <source>Copy as curl with the to&amp;ken…</source>
      <translation>نسخ &amp;كأمر curl مع الرمز…</translation>
    </message>
  </context>
  <context>
    <name>ResponseView</name>
    <message>
      <source>Response as received</source>
      <translation>الرد كما استُلم</translation>
    </message>
    <message>
      <source>Size and timing</source>
      <translation>الحجم والتوقيت</translation>
    </message>
    <message>
      <source>Cop&amp;y</source>
      <translation>&amp;نسخ</translation>
    </message>
    <message>
      <source>No answer.

{failure}</source>
      <translation>لا يوجد رد.

{failure}</translation>
    </message>
    <message>
      <source>No answer.</source>
      <translation>لا يوجد رد.</translation>
    </message>
    <message numerus="yes">
      <source>%Ln bytes · first byte after {first_byte} ms · complete after {complete} ms</source>
      <translation>
        <numerusform>%Ln بايت · أول بايت بعد {first_byte} ملي ثانية · اكتمل بعد {complete} ملي ثانية</numerusform>
        <numerusform>بايت واحد · أول بايت بعد {first_byte} ملي ثانية · اكتمل بعد {complete} ملي ثانية</numerusform>
        <numerusform>بايتان · أول بايت بعد {first_byte} ملي ثانية · اكتمل بعد {complete} ملي ثانية</numerusform>
        <numerusform>%Ln بايتات · أول بايت بعد {first_byte} ملي ثانية · اكتمل بعد {complete} ملي ثانية</numerusform>
        <numerusform>%Ln بايتًا · أول بايت بعد {first_byte} ملي ثانية · اكتمل بعد {complete} ملي ثانية</numerusform>
        <numerusform>%Ln بايت · أول بايت بعد {first_byte} ملي ثانية · اكتمل بعد {complete} ملي ثانية</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ResultsPanel</name>
    <message>
      <source>Result</source>
      <translation>النتيجة</translation>
    </message>
    <message>
      <source>Result title</source>
      <translation>عنوان النتيجة</translation>
    </message>
    <message>
      <source>What to do</source>
      <translation>ما يجب فعله</translation>
    </message>
    <message>
      <source>Technical detail</source>
      <translation>التفاصيل التقنية</translation>
    </message>
    <message>
      <source>Raw answer</source>
      <translation>الرد الخام</translation>
    </message>
    <message>
      <source>Add a s&amp;erver…</source>
      <translation>إ&amp;ضافة خادم…</translation>
    </message>
    <message>
      <source>Try the sand&amp;box</source>
      <translation>تجربة &amp;بيئة الاختبار</translation>
    </message>
    <message>
      <source>Allow plain HTTP for this r&amp;un</source>
      <translation>السماح بـ &amp;HTTP غير المشفّر لهذا التشغيل</translation>
    </message>
    <message>
      <source>Send the token unencrypted to this server until the app closes.</source>
      <translation>إرسال الرمز دون تشفير إلى هذا الخادم حتى يُغلق التطبيق.</translation>
    </message>
    <message>
      <source>Ready for the first plant</source>
      <translation>جاهز للنبتة الأولى</translation>
    </message>
    <message>
      <source>Fill in the form and press Enter to create the plant.</source>
      <translation>املأ النموذج واضغط Enter لإنشاء النبتة.</translation>
    </message>
    <message>
      <source>Choose a server first</source>
      <translation>اختر خادمًا أولًا</translation>
    </message>
    <message>
      <source>The plant was not sent: no server is chosen. Choose one in the Server list above, add your store's server, or try the built-in sandbox. What you typed stays in the form.</source>
      <translation>لم تُرسل النبتة: لم يُختر أي خادم. اختر واحدًا من قائمة الخوادم أعلاه، أو أضف خادم متجرك، أو جرّب بيئة الاختبار المضمّنة. يبقى ما كتبته في النموذج.</translation>
    </message>
    <message>
      <source>The plant was not sent: no server is set up yet. Add your store's server (its address and access token), or try the built-in sandbox. What you typed stays in the form.</source>
      <translation>لم تُرسل النبتة: لم يُعدّ أي خادم بعد. أضف خادم متجرك (عنوانه ورمز الوصول)، أو جرّب بيئة الاختبار المضمّنة. يبقى ما كتبته في النموذج.</translation>
    </message>
    <message>
      <source>Welcome! Which Plant Store server?</source>
      <translation>مرحبًا! أي خادم Plant Store؟</translation>
    </message>
    <message>
      <source>Add your store's server (its address and access token), or try the built-in sandbox: a Plant Store on this computer to practise on.</source>
      <translation>أضف خادم متجرك (عنوانه ورمز الوصول)، أو جرّب بيئة الاختبار المضمّنة: خادم Plant Store على هذا الحاسوب للتدرّب عليه.</translation>
    </message>
    <message>
      <source>Sending plant {id}…</source>
      <translation>جارٍ إرسال النبتة {id}…</translation>
    </message>
    <message>
      <source>Sending…</source>
      <translation>جارٍ الإرسال…</translation>
    </message>
    <message>
      <source>{note} Press Esc to stop waiting.</source>
      <translation>{note} اضغط Esc لإيقاف الانتظار.</translation>
    </message>
    <message>
      <source>Press Esc to stop waiting.</source>
      <translation>اضغط Esc لإيقاف الانتظار.</translation>
    </message>
    <message>
      <source>{label}:</source>
      <comment>a field's label</comment>
      <translation>{label}:</translation>
    </message>
    <message>
      <source>Hide the raw answer</source>
      <translation>إخفاء الرد الخام</translation>
    </message>
    <message>
      <source>Show the raw answer</source>
      <translation>إظهار الرد الخام</translation>
    </message>
    <message>
      <source>Hide the error</source>
      <translation>إخفاء الخطأ</translation>
    </message>
    <message>
      <source>Show the error</source>
      <translation>إظهار الخطأ</translation>
    </message>
    <message>
      <source>ready</source>
      <comment>the result's icon</comment>
      <translation>جاهز</translation>
    </message>
    <message>
      <source>waiting</source>
      <comment>the result's icon</comment>
      <translation>قيد الانتظار</translation>
    </message>
    <message>
      <source>created</source>
      <comment>the result's icon</comment>
      <translation>أُنشئت</translation>
    </message>
    <message>
      <source>rejected</source>
      <comment>the result's icon</comment>
      <translation>مرفوضة</translation>
    </message>
    <message>
      <source>unexpected</source>
      <comment>the result's icon</comment>
      <translation>غير متوقع</translation>
    </message>
    <message>
      <source>failed</source>
      <comment>the result's icon</comment>
      <translation>فشل</translation>
    </message>
  </context>
  <context>
    <name>Said</name>
    <message>
      <source>Plant {id} is queued</source>
      <translation>النبتة {id} في قائمة الانتظار</translation>
    </message>
    <message>
      <source>The plant is queued</source>
      <translation>النبتة في قائمة الانتظار</translation>
    </message>
    <message>
      <source>It is sent as soon as the server has answered for plant {ahead}; nothing is lost.</source>
      <translation>ستُرسل بمجرد أن يردّ الخادم بشأن النبتة {ahead}؛ لن يضيع شيء.</translation>
    </message>
    <message>
      <source>It is sent as soon as the server has answered for the plant before it; nothing is lost.</source>
      <translation>ستُرسل بمجرد أن يردّ الخادم بشأن النبتة التي قبلها؛ لن يضيع شيء.</translation>
    </message>
    <message>
      <source>Plant {id} was not sent</source>
      <translation>لم تُرسَل النبتة {id}</translation>
    </message>
    <message>
      <source>The plant was not sent</source>
      <translation>لم تُرسَل النبتة</translation>
    </message>
    <message>
      <source>It could not be written down first, and a plant is sent only once it is: {problem} Free some disk space, or make the data folder writable, then send it again.</source>
      <translation>تعذّر تدوينها أولًا، ولا تُرسَل النبتة إلا بعد تدوينها: {problem} حرّر بعض المساحة على القرص أو اجعل مجلد البيانات قابلًا للكتابة، ثم أرسلها مجددًا.</translation>
    </message>
    <message>
      <source>It could not be looked up in the history first, so it was not sent: {problem}</source>
      <translation>تعذّر البحث عنها في السجل أولًا، لذا لم تُرسَل: {problem}</translation>
    </message>
    <message>
      <source>This copy of {app_name} sends nothing: it could not lock its data folder {folder} ({reason}), so it cannot make sure that no other copy sends the same plants. Make the folder writable, then start the app again.</source>
      <translation>هذه النسخة من {app_name} لا ترسل شيئًا: تعذّر عليها قفل مجلد بياناتها {folder} ({reason})، لذا لا يمكنها التأكد من أن أي نسخة أخرى لا ترسل النباتات نفسها. اجعل المجلد قابلًا للكتابة، ثم شغّل التطبيق مجددًا.</translation>
    </message>
    <message>
      <source>{app_name} could not be started again in the new language: {reason}. Start it again yourself; the language you chose is saved.</source>
      <translation>تعذّر تشغيل {app_name} مجددًا باللغة الجديدة: {reason}. شغّل التطبيق بنفسك؛ اللغة التي اخترتها محفوظة.</translation>
    </message>
    <message>
      <source>{app_name} was started again in the new language, but it stopped before its window opened (exit status {status}). Start it again yourself; the language you chose is saved. Started from a terminal, it says why it stops.</source>
      <translation>أُعيد تشغيل {app_name} باللغة الجديدة، لكنه توقّف قبل أن تُفتح نافذته (رمز الخروج {status}). شغّل التطبيق بنفسك؛ اللغة التي اخترتها محفوظة. إذا شغّلته من الطرفية، فسيذكر سبب توقّفه.</translation>
    </message>
    <message>
      <source>It was created on this server at {time}.</source>
      <translation>أُنشئت على هذا الخادم الساعة {time}.</translation>
    </message>
    <message>
      <source>It was created on this server on {date} at {time}.</source>
      <translation>أُنشئت على هذا الخادم في {date} الساعة {time}.</translation>
    </message>
  </context>
  <context>
    <name>Secrets</name>
    <message>
      <source>No system keyring was found, so tokens cannot be stored between sessions; a token you enter is kept for this session only.</source>
      <translation>لم يُعثر على حلقة مفاتيح للنظام، لذا لا يمكن حفظ الرموز بين الجلسات؛ يُحفظ الرمز الذي تُدخله لهذه الجلسة فقط.</translation>
    </message>
    <message>
      <source>To keep tokens, install GNOME Keyring or KWallet and log in again.</source>
      <translation>لحفظ الرموز، ثبّت GNOME Keyring أو KWallet ثم سجّل الدخول من جديد.</translation>
    </message>
    <message>
      <source>The only keyring available stores passwords in a plain file, which this app does not use. Install or start a system keyring such as GNOME Keyring or KWallet; until then, a token you enter is kept for this session only.</source>
      <translation>حلقة المفاتيح الوحيدة المتاحة تحفظ كلمات المرور في ملف عادي، وهذا التطبيق لا يستخدمها. ثبّت حلقة مفاتيح للنظام أو شغّلها، مثل GNOME Keyring أو KWallet؛ وحتى ذلك الحين، يُحفظ الرمز الذي تُدخله لهذه الجلسة فقط.</translation>
    </message>
    <message>
      <source>The Python keyring is turned off on this computer (its “null” backend is selected in keyringrc.cfg or PYTHON_KEYRING_BACKEND). Remove that setting to store tokens; until then, a token you enter is kept for this session only.</source>
      <translation>حلقة مفاتيح Python معطّلة على هذا الحاسوب (الواجهة الخلفية «null» مختارة في keyringrc.cfg أو PYTHON_KEYRING_BACKEND). أزل هذا الإعداد لحفظ الرموز؛ وحتى ذلك الحين، يُحفظ الرمز الذي تُدخله لهذه الجلسة فقط.</translation>
    </message>
    <message>
      <source>The system keyring is locked. Unlock it and try again.</source>
      <translation>حلقة مفاتيح النظام مقفلة. افتح قفلها وحاول مرة أخرى.</translation>
    </message>
    <message>
      <source>Access to the system keyring was refused. Allow this app when the keyring asks, then try again.</source>
      <translation>رُفض الوصول إلى حلقة مفاتيح النظام. اسمح لهذا التطبيق عندما تطلب حلقة المفاتيح ذلك، ثم حاول مرة أخرى.</translation>
    </message>
    <message>
      <source>The token is too long for the system keyring. Check that only the token was pasted.</source>
      <translation>الرمز طويل جدًا على حلقة مفاتيح النظام. تحقّق من أنك لصقت الرمز وحده.</translation>
    </message>
    <message>
      <source>The system keyring accepted the token but did not give it back, so it was not saved; it is kept for this session only.</source>
      <translation>قبلت حلقة مفاتيح النظام الرمز لكنها لم تُعِده، لذا لم يُحفظ؛ وهو محفوظ لهذه الجلسة فقط.</translation>
    </message>
    <message>
      <source>The system keyring failed with an unexpected error ({error}). Try again; if it keeps failing, check that the keyring service is running.</source>
      <translation>فشلت حلقة مفاتيح النظام بخطأ غير متوقع ({error}). حاول مرة أخرى؛ وإذا استمر الفشل، فتحقّق من أن خدمة حلقة المفاتيح تعمل.</translation>
    </message>
    <message>
      <source>The system keyring did not answer within {seconds} seconds; it may be waiting for you to unlock it. Unlock it and try again.</source>
      <translation>لم تردّ حلقة مفاتيح النظام خلال {seconds} ثانية؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</translation>
    </message>
    <message numerus="yes">
      <source>The system keyring did not answer within %Ln second; it may be waiting for you to unlock it. Unlock it and try again.</source>
      <translation>
        <numerusform>لم تردّ حلقة مفاتيح النظام فورًا؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</numerusform>
        <numerusform>لم تردّ حلقة مفاتيح النظام خلال ثانية واحدة؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</numerusform>
        <numerusform>لم تردّ حلقة مفاتيح النظام خلال ثانيتين؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</numerusform>
        <numerusform>لم تردّ حلقة مفاتيح النظام خلال %Ln ثوانٍ؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</numerusform>
        <numerusform>لم تردّ حلقة مفاتيح النظام خلال %Ln ثانيةً؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</numerusform>
        <numerusform>لم تردّ حلقة مفاتيح النظام خلال %Ln ثانية؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>The system keyring did not answer within %Ln seconds; it may be waiting for you to unlock it. Unlock it and try again.</source>
      <translation>
        <numerusform>لم تردّ حلقة مفاتيح النظام فورًا؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</numerusform>
        <numerusform>لم تردّ حلقة مفاتيح النظام خلال ثانية واحدة؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</numerusform>
        <numerusform>لم تردّ حلقة مفاتيح النظام خلال ثانيتين؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</numerusform>
        <numerusform>لم تردّ حلقة مفاتيح النظام خلال %Ln ثوانٍ؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</numerusform>
        <numerusform>لم تردّ حلقة مفاتيح النظام خلال %Ln ثانيةً؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</numerusform>
        <numerusform>لم تردّ حلقة مفاتيح النظام خلال %Ln ثانية؛ ربما تنتظر أن تفتح قفلها. افتح قفلها وحاول مرة أخرى.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SendWorker</name>
    <message>
      <source>The journal could not be read: {error}</source>
      <translation>تعذّرت قراءة سجل العمليات: {error}</translation>
    </message>
    <message>
      <source>The plant could not be sent: {error}</source>
      <translation>تعذّر إرسال النبتة: {error}</translation>
    </message>
    <message>
      <source>The outbox could not be sent: {error}</source>
      <translation>تعذّر إرسال صندوق الصادر: {error}</translation>
    </message>
  </context>
  <context>
    <name>Sending</name>
    <message>
      <source>Created</source>
      <comment>what came of a request</comment>
      <translation>أُنشئت</translation>
    </message>
    <message>
      <source>Rejected: {message}</source>
      <translation>مرفوضة: {message}</translation>
    </message>
    <message>
      <source>You stopped waiting after it was sent: it may have reached the server.</source>
      <translation>أوقفت الانتظار بعد الإرسال: ربما وصلت إلى الخادم.</translation>
    </message>
    <message>
      <source>You stopped it before it was sent.</source>
      <translation>أوقفته قبل إرساله.</translation>
    </message>
    <message>
      <source>Refused: HTTP {status} {reason}</source>
      <translation>مرفوض: HTTP {status} {reason}</translation>
    </message>
    <message>
      <source>Refused: HTTP {status}</source>
      <translation>مرفوض: HTTP {status}</translation>
    </message>
    <message>
      <source>Unexpected: HTTP {status} {reason} — {problem}</source>
      <translation>غير متوقع: HTTP {status} {reason} — {problem}</translation>
    </message>
    <message>
      <source>Unexpected: HTTP {status} — {problem}</source>
      <translation>غير متوقع: HTTP {status} — {problem}</translation>
    </message>
    <message>
      <source>Not sent: you stopped the batch.</source>
      <translation>لم تُرسل: أوقفت الدفعة.</translation>
    </message>
    <message>
      <source>Its batch was stopped.</source>
      <translation>أُوقفت دفعتها.</translation>
    </message>
    <message>
      <source>Failed: {kind}</source>
      <comment>a request that got no answer, and why</comment>
      <translation>فشل: {kind}</translation>
    </message>
    <message>
      <source>(no id)</source>
      <comment>stands for a plant's missing id</comment>
      <translation>(بلا معرّف)</translation>
    </message>
    <message>
      <source>Plant {plant} may already have been created: its request left and no complete answer came back. Sending it again may create it twice. This server honours the request's Idempotency-Key, so it creates the plant at most once.</source>
      <translation>ربما أُنشئت النبتة {plant} بالفعل: غادر طلبها ولم يعد أي رد كامل. قد تؤدي إعادة إرسالها إلى إنشائها مرتين. هذا الخادم يلتزم بـ Idempotency-Key في الطلب، لذا ينشئ النبتة مرة واحدة على الأكثر.</translation>
    </message>
    <message>
      <source>Plant {plant} may already have been created: its request left and no complete answer came back. Sending it again may create it twice. This server is not known to honour the request's Idempotency-Key.</source>
      <translation>ربما أُنشئت النبتة {plant} بالفعل: غادر طلبها ولم يعد أي رد كامل. قد تؤدي إعادة إرسالها إلى إنشائها مرتين. لا يُعرف عن هذا الخادم أنه يلتزم بـ Idempotency-Key في الطلب.</translation>
    </message>
    <message>
      <source>Plant {plant} was created by this request already. Sending it again creates a second request, which may create it twice or be refused as a duplicate.</source>
      <translation>أُنشئت النبتة {plant} بهذا الطلب بالفعل. إعادة إرسالها تُنشئ طلبًا ثانيًا، قد يُنشئها مرتين أو يُرفض بوصفه تكرارًا.</translation>
    </message>
    <message>
      <source>No token is known for {server}: type its token in Manage servers, or choose that server, type it in the main window and press Enter; then send again.</source>
      <translation>لا يوجد رمز معروف لـ {server}: اكتب رمزه في «إدارة الخوادم»، أو اختر ذلك الخادم واكتبه في النافذة الرئيسية واضغط Enter؛ ثم أرسل مرة أخرى.</translation>
    </message>
    <message>
      <source>No server here has the address {address} any more. Add a server with that address and its token in Manage servers, then send again; or remove the plant from the outbox.</source>
      <translation>لم يعد لدى أي خادم هنا العنوان {address}. أضف في «إدارة الخوادم» خادمًا بهذا العنوان ورمزه، ثم أرسل مرة أخرى؛ أو أزل النبتة من صندوق الصادر.</translation>
    </message>
    <message>
      <source>No server here has the address {address} any more. Add a server with that address and its token in Manage servers, then send again.</source>
      <translation>لم يعد لدى أي خادم هنا العنوان {address}. أضف في «إدارة الخوادم» خادمًا بهذا العنوان ورمزه، ثم أرسل مرة أخرى.</translation>
    </message>
    <message>
      <source>The profile {server} it was sent from is gone. Choose the profile at {address} that should send it, then send it again; or remove the plant from the outbox.</source>
      <translation>لم يعد الملف الشخصي {server} الذي أُرسلت منه موجودًا. اختر الملف الشخصي على {address} الذي ينبغي أن يرسلها، ثم أرسلها مرة أخرى؛ أو أزل النبتة من صندوق الصادر.</translation>
    </message>
    <message>
      <source>The profile {server} it was sent from is gone. Choose the profile at {address} that should send it, then send it again.</source>
      <translation>لم يعد الملف الشخصي {server} الذي أُرسلت منه موجودًا. اختر الملف الشخصي على {address} الذي ينبغي أن يرسلها، ثم أرسلها مرة أخرى.</translation>
    </message>
    <message>
      <source>The history is off, so recorded plants cannot be sent.</source>
      <translation>السجل معطّل، لذا لا يمكن إرسال النباتات المسجّلة.</translation>
    </message>
    <message>
      <source>This entry is no longer in the history.</source>
      <translation>لم يعد هذا الإدخال موجودًا في السجل.</translation>
    </message>
    <message>
      <source>This plant is being sent right now.</source>
      <translation>يجري إرسال هذه النبتة الآن.</translation>
    </message>
    <message>
      <source>Sending it again needs your confirmation.</source>
      <translation>تحتاج إعادة الإرسال إلى تأكيدك.</translation>
    </message>
    <message>
      <source>This plant was sent by another part of the app meanwhile.</source>
      <translation>أرسل جزء آخر من التطبيق هذه النبتة في الأثناء.</translation>
    </message>
    <message>
      <source>The history could not be written: {reason}</source>
      <translation>تعذّرت الكتابة في السجل: {reason}</translation>
    </message>
    <message>
      <source>The outbox could not be sent: {reason}</source>
      <translation>تعذّر إرسال صندوق الصادر: {reason}</translation>
    </message>
    <message>
      <source>Removed from the outbox by you; not sent.</source>
      <translation>أزلتها من صندوق الصادر؛ لم تُرسل.</translation>
    </message>
    <message>
      <source>The app closed before sending it.</source>
      <translation>أُغلق التطبيق قبل إرسالها.</translation>
    </message>
    <message>
      <source>Not sent: you cancelled the batch.</source>
      <translation>لم تُرسل: ألغيت الدفعة.</translation>
    </message>
    <message>
      <source>The connection is not secure: {reason}</source>
      <translation>الاتصال غير آمن: {reason}</translation>
    </message>
    <message>
      <source>The server cannot be reached: {reason}</source>
      <translation>يتعذّر الوصول إلى الخادم: {reason}</translation>
    </message>
    <message>
      <source>The server refused the token; check it in Manage servers.</source>
      <translation>رفض الخادم الرمز؛ تحقّق منه في «إدارة الخوادم».</translation>
    </message>
    <message>
      <source>The server refused the token. Type a new one in Manage servers, then send.</source>
      <translation>رفض الخادم الرمز. اكتب رمزًا جديدًا في «إدارة الخوادم»، ثم أرسل.</translation>
    </message>
    <message>
      <source>The server asked to wait; it is sent again after {time}.</source>
      <translation>طلب الخادم الانتظار؛ ستُرسل مرة أخرى بعد {time}.</translation>
    </message>
    <message>
      <source>Its batch stopped, or the app closed, before it was sent; it is sent when the server answers.</source>
      <translation>توقفت دفعتها، أو أُغلق التطبيق، قبل إرسالها؛ ستُرسل عندما يردّ الخادم.</translation>
    </message>
    <message>
      <source>The server could not be reached; it is sent when the server answers.</source>
      <translation>تعذّر الوصول إلى الخادم؛ ستُرسل عندما يردّ الخادم.</translation>
    </message>
  </context>
  <context>
    <name>ServerBar</name>
    <message>
      <source>Server</source>
      <translation>الخادم</translation>
    </message>
    <message>
      <source>Se&amp;rver:</source>
      <translation>ال&amp;خادم:</translation>
    </message>
    <message>
      <source>&amp;Manage servers…</source>
      <translation>إ&amp;دارة الخوادم…</translation>
    </message>
    <message>
      <source>Token for this server</source>
      <translation>رمز هذا الخادم</translation>
    </message>
    <message>
      <source>T&amp;oken:</source>
      <translation>ال&amp;رمز:</translation>
    </message>
    <message>
      <source>{name} (this session only)</source>
      <comment>a server kept for this session</comment>
      <translation>{name} (لهذه الجلسة فقط)</translation>
    </message>
    <message>
      <source>No server chosen yet</source>
      <translation>لم يُختر أي خادم بعد</translation>
    </message>
    <message>
      <source>No server</source>
      <translation>لا يوجد خادم</translation>
    </message>
    <message>
      <source>Kept for this session only.</source>
      <translation>محفوظ لهذه الجلسة فقط.</translation>
    </message>
    <message>
      <source>No token is saved for this server; the one you type is kept in the system keyring.</source>
      <translation>لا يوجد رمز محفوظ لهذا الخادم؛ يُحفظ الرمز الذي تكتبه في حلقة مفاتيح النظام.</translation>
    </message>
    <message>
      <source>No token is saved for this server; without a system keyring, the one you type is kept for this session only.</source>
      <translation>لا يوجد رمز محفوظ لهذا الخادم؛ بدون حلقة مفاتيح النظام، يُحفظ الرمز الذي تكتبه لهذه الجلسة فقط.</translation>
    </message>
    <message>
      <source>No token could be read for this server: the system keyring failed. The one you type may be kept for this session only.</source>
      <translation>تعذّرت قراءة رمز لهذا الخادم: فشلت حلقة مفاتيح النظام. قد يُحفظ الرمز الذي تكتبه لهذه الجلسة فقط.</translation>
    </message>
    <message>
      <source>{address} · reading the token from the keyring…</source>
      <translation>{address} · جارٍ قراءة الرمز من حلقة المفاتيح…</translation>
    </message>
    <message>
      <source>{address} · no token saved</source>
      <translation>{address} · لا يوجد رمز محفوظ</translation>
    </message>
    <message>
      <source>{address} · token for this session only</source>
      <translation>{address} · رمز لهذه الجلسة فقط</translation>
    </message>
    <message>
      <source>{address} · token in the keyring</source>
      <translation>{address} · الرمز في حلقة المفاتيح</translation>
    </message>
  </context>
  <context>
    <name>Servers</name>
    <message>
      <source>Sandbox</source>
      <comment>the name of the built-in test server</comment>
      <translation>بيئة الاختبار</translation>
    </message>
    <message>
      <source>Sandbox {number}</source>
      <comment>the name of a further built-in test server</comment>
      <translation>بيئة الاختبار {number}</translation>
    </message>
    <message>
      <source>The profiles file was written by a newer version of Plant Store GUI or cannot be read, so changes are not saved.</source>
      <translation>ملف التعريفات كُتب بإصدار أحدث من Plant Store GUI أو تتعذّر قراءته، لذا لا تُحفظ التغييرات.</translation>
    </message>
    <message>
      <source>The profiles could not be saved: {error}</source>
      <translation>تعذّر حفظ ملفات التعريف: {error}</translation>
    </message>
  </context>
  <context>
    <name>Shortcuts</name>
    <message>
      <source> or </source>
      <comment>between two keys</comment>
      <translation> أو </translation>
    </message>
    <message>
      <source>In the Tag field, with a tag offered: take that tag.</source>
      <translation>في حقل الوسم، عند اقتراح وسم: أخذ ذلك الوسم.</translation>
    </message>
    <message>
      <source>Held with the underlined letter of a field or a button: go to that field or press that button.</source>
      <translation>بالضغط عليه مع الحرف المسطّر لحقل أو زر: الانتقال إلى ذلك الحقل أو الضغط على ذلك الزر.</translation>
    </message>
    <message>
      <source>In a dialog or a batch window: close it; a batch still sending asks first.</source>
      <translation>في مربع حوار أو نافذة دفعة: إغلاقها؛ والدفعة التي ما زالت ترسل تسأل أولًا.</translation>
    </message>
    <message>
      <source>Send the plant; with the typing aids on, first move to an empty required field.</source>
      <translation>إرسال النبتة؛ ومع تشغيل مساعدات الكتابة، الانتقال أولًا إلى حقل مطلوب فارغ.</translation>
    </message>
    <message>
      <source>Move to the next or the previous field.</source>
      <translation>الانتقال إلى الحقل التالي أو السابق.</translation>
    </message>
  </context>
  <context>
    <name>ShortcutsDialog</name>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
      <source>Keys</source>
      <translation>المفاتيح</translation>
    </message>
    <message>
      <source>What it does</source>
      <translation>ما تفعله</translation>
    </message>
    <message>
      <source>In the form and every window</source>
      <translation>في النموذج وفي كل نافذة</translation>
    </message>
  </context>
  <context>
    <name>ShowRequests</name>
    <message>
      <source>The app was started again. This window is the one open for your data; the second copy closed without sending anything.</source>
      <translation>شُغّل التطبيق مرة أخرى. هذه النافذة هي المفتوحة لبياناتك؛ وأُغلقت النسخة الثانية دون إرسال أي شيء.</translation>
    </message>
  </context>
  <context>
    <name>Submitter</name>
    <message>
      <source>Still reading the token from the keyring…</source>
      <translation>لا تزال قراءة الرمز من حلقة المفاتيح جارية…</translation>
    </message>
    <message>
      <source>The body went as it stood: what you type now is for the next send.</source>
      <translation>أُرسل النص كما كان: ما تكتبه الآن سيكون للإرسال التالي.</translation>
    </message>
    <message>
      <source>The form is ready for the next plant; if this one is not created, it is put back.</source>
      <translation>النموذج جاهز للنبتة التالية؛ إذا لم تُنشأ هذه النبتة، فستُعاد إليه.</translation>
    </message>
    <message>
      <source>Stopped waiting at your request.</source>
      <translation>أُوقف الانتظار بناءً على طلبك.</translation>
    </message>
    <message>
      <source>The form keeps what you typed since; this plant is in the history, where Re-send sends it again.</source>
      <translation>يحتفظ النموذج بما كتبته منذ ذلك الحين؛ هذه النبتة في السجل، حيث يعيد زر «إعادة الإرسال» إرسالها.</translation>
    </message>
    <message>
      <source>What you typed is back in the form.</source>
      <translation>عاد ما كتبته إلى النموذج.</translation>
    </message>
    <message>
      <source>Or allow plain HTTP with the button below, for this run only.</source>
      <translation>أو اسمح بـ HTTP غير المشفّر عبر الزر أدناه، لهذا التشغيل فقط.</translation>
    </message>
    <message>
      <source>Or allow plain HTTP for this server in Manage servers.</source>
      <translation>أو اسمح بـ HTTP غير المشفّر لهذا الخادم في «إدارة الخوادم».</translation>
    </message>
    <message>
      <source>{first} {second}</source>
      <comment>two sentences, one after the other</comment>
      <translation>{first} {second}</translation>
    </message>
    <message>
      <source>Until the app closes, the token travels unencrypted to {host}. Press Enter to send the plant.</source>
      <translation>حتى يُغلق التطبيق، ينتقل الرمز دون تشفير إلى {host}. اضغط Enter لإرسال النبتة.</translation>
    </message>
    <message>
      <source>Plain HTTP is allowed for this run</source>
      <translation>HTTP غير المشفّر مسموح به لهذا التشغيل</translation>
    </message>
    <message>
      <source>Send it again?</source>
      <translation>إعادة الإرسال؟</translation>
    </message>
    <message>
      <source>&amp;Re-send plant</source>
      <translation>إ&amp;عادة إرسال النبتة</translation>
    </message>
    <message>
      <source>The form keeps what you typed since, and this plant is in no history: type it again to send it.</source>
      <translation>يحتفظ النموذج بما كتبته منذ ذلك الحين، وهذه النبتة ليست في أي سجل: اكتبها مجددًا لإرسالها.</translation>
    </message>
  </context>
  <context>
    <name>TokenField</name>
    <message>
      <source>Access token</source>
      <translation>رمز الوصول</translation>
    </message>
    <message>
      <source>Show the token</source>
      <translation>إظهار الرمز</translation>
    </message>
    <message>
      <source>Hide the token</source>
      <translation>إخفاء الرمز</translation>
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
      <translation>السبب</translation>
    </message>
    <message>
      <source>Server's reason</source>
      <translation>سبب الخادم</translation>
    </message>
    <message numerus="yes">
      <source>• … and %Ln more</source>
      <comment>more items in the server's list of errors</comment>
      <translation>
        <numerusform>• … و%Ln أخطاء أخرى</numerusform>
        <numerusform>• … وخطأ آخر</numerusform>
        <numerusform>• … وخطآن آخران</numerusform>
        <numerusform>• … و%Ln أخطاء أخرى</numerusform>
        <numerusform>• … و%Ln خطأً آخر</numerusform>
        <numerusform>• … و%Ln خطأ آخر</numerusform>
      </translation>
    </message>
    <message>
      <source>RAW body, typed by hand · {detail}</source>
      <translation>نص RAW مكتوب يدويًا · {detail}</translation>
    </message>
    <message>
      <source>Plant {id} is waiting in the outbox</source>
      <translation>النبتة {id} تنتظر في صندوق الصادر</translation>
    </message>
    <message>
      <source>The plant is waiting in the outbox</source>
      <translation>النبتة تنتظر في صندوق الصادر</translation>
    </message>
    <message>
      <source>It will be sent once the connection is secure: check the server's certificate, or the CA bundle in Manage servers. Nothing is lost.</source>
      <translation>ستُرسل بمجرد أن يصبح الاتصال آمنًا: تحقّق من شهادة الخادم، أو من حزمة CA في «إدارة الخوادم». لن يضيع شيء.</translation>
    </message>
    <message>
      <source>Check the server's certificate, or the CA bundle in Manage servers. It waits there until you send the outbox (File ▸ Send the outbox now); nothing is lost.</source>
      <translation>تحقّق من شهادة الخادم، أو من حزمة CA في «إدارة الخوادم». تنتظر هناك حتى ترسل صندوق الصادر (ملف ▸ إرسال صندوق الصادر الآن)؛ لن يضيع شيء.</translation>
    </message>
    <message>
      <source>It will be sent as soon as the server answers; nothing is lost.</source>
      <translation>ستُرسل بمجرد أن يردّ الخادم؛ لن يضيع شيء.</translation>
    </message>
    <message>
      <source>{title}: {why} {then}</source>
      <comment>what went wrong, why, then what becomes of the plant in the outbox</comment>
      <translation>{title}: {why} {then}</translation>
    </message>
    <message>
      <source>It will be sent again once you give this server a new token; nothing is lost.</source>
      <translation>ستُرسل مرة أخرى بمجرد أن تعطي هذا الخادم رمزًا جديدًا؛ لن يضيع شيء.</translation>
    </message>
    <message>
      <source>It will be sent again when the server allows; nothing is lost.</source>
      <translation>ستُرسل مرة أخرى عندما يسمح الخادم؛ لن يضيع شيء.</translation>
    </message>
    <message>
      <source>{title}. {then}</source>
      <comment>what the server's answer means, then what becomes of the plant in the outbox</comment>
      <translation>{title}. {then}</translation>
    </message>
    <message>
      <source>Name</source>
      <comment>the plant's name</comment>
      <translation>الاسم</translation>
    </message>
    <message>
      <source>Tag</source>
      <comment>the plant's tag</comment>
      <translation>الوسم</translation>
    </message>
    <message>
      <source>Plant {id} created</source>
      <translation>أُنشئت النبتة {id}</translation>
    </message>
    <message>
      <source>The plant created</source>
      <translation>أُنشئت النبتة</translation>
    </message>
    <message>
      <source>The server did not accept plant {id}</source>
      <translation>لم يقبل الخادم النبتة {id}</translation>
    </message>
    <message>
      <source>The server did not accept the plant</source>
      <translation>لم يقبل الخادم النبتة</translation>
    </message>
    <message>
      <source>Error code</source>
      <translation>رمز الخطأ</translation>
    </message>
    <message>
      <source>Nothing was created. To send a changed plant, type it in the form.</source>
      <translation>لم يُنشأ شيء. لإرسال النبتة بعد تعديلها، اكتبها في النموذج.</translation>
    </message>
    <message>
      <source>Correct the plant and send it again.</source>
      <translation>صحّح النبتة وأرسلها مرة أخرى.</translation>
    </message>
    <message>
      <source>What came back</source>
      <translation>ما عاد من الخادم</translation>
    </message>
    <message>
      <source>It will be sent once the connection can be made: check the client certificate in Manage servers. Nothing is lost.</source>
      <translation>ستُرسَل حين يمكن إنشاء الاتصال: تحقّق من شهادة العميل في «إدارة الخوادم». لن يضيع شيء.</translation>
    </message>
    <message>
      <source>Check the client certificate in Manage servers. It waits there until you send the outbox (File ▸ Send the outbox now); nothing is lost.</source>
      <translation>تحقّق من شهادة العميل في «إدارة الخوادم». تنتظر هناك حتى ترسل صندوق الصادر (ملف ▸ إرسال صندوق الصادر الآن)؛ لن يضيع شيء.</translation>
    </message>
    <message numerus="yes">
      <source>It will be sent again after %Ln seconds; nothing is lost.</source>
      <translation>
        <numerusform>ستُرسل مرة أخرى فورًا؛ لن يضيع شيء.</numerusform>
        <numerusform>ستُرسل مرة أخرى بعد ثانية واحدة؛ لن يضيع شيء.</numerusform>
        <numerusform>ستُرسل مرة أخرى بعد ثانيتين؛ لن يضيع شيء.</numerusform>
        <numerusform>ستُرسل مرة أخرى بعد %Ln ثوانٍ؛ لن يضيع شيء.</numerusform>
        <numerusform>ستُرسل مرة أخرى بعد %Ln ثانيةً؛ لن يضيع شيء.</numerusform>
        <numerusform>ستُرسل مرة أخرى بعد %Ln ثانية؛ لن يضيع شيء.</numerusform>
      </translation>
    </message>
    <message>
      <source>It waits there until you send the outbox (File ▸ Send the outbox now); nothing is lost.</source>
      <translation>تنتظر هناك حتى ترسل صندوق الصادر (ملف ▸ إرسال صندوق الصادر الآن)؛ لن يضيع شيء.</translation>
    </message>
    <message>
      <source>{kind} · after {elapsed}</source>
      <translation>{kind} · بعد {elapsed}</translation>
    </message>
    <message>
      <source>Plant {id} is being sent</source>
      <translation>يجري إرسال النبتة {id}</translation>
    </message>
    <message>
      <source>The plant is being sent</source>
      <translation>يجري إرسال النبتة</translation>
    </message>
    <message>
      <source>It is on its way to {url}.</source>
      <translation>إنها في طريقها إلى {url}.</translation>
    </message>
    <message>
      <source>{summary} It will be sent when the server answers; nothing is lost.</source>
      <translation>{summary} ستُرسل عندما يردّ الخادم؛ لن يضيع شيء.</translation>
    </message>
    <message>
      <source>Plant {id} needs checking</source>
      <translation>النبتة {id} تحتاج إلى تحقّق</translation>
    </message>
    <message>
      <source>The plant needs checking</source>
      <translation>النبتة تحتاج إلى تحقّق</translation>
    </message>
    <message>
      <source>{summary} Check it on the server before sending it again; it is never sent again on its own.</source>
      <translation>{summary} تحقّق منها على الخادم قبل إعادة إرسالها؛ لا يُعاد إرسالها تلقائيًا أبدًا.</translation>
    </message>
    <message>
      <source>Plant {id} was not sent</source>
      <translation>لم تُرسل النبتة {id}</translation>
    </message>
    <message>
      <source>The plant was not sent</source>
      <translation>لم تُرسل النبتة</translation>
    </message>
    <message>
      <source>{summary} Nothing was created.</source>
      <translation>{summary} لم يُنشأ شيء.</translation>
    </message>
    <message>
      <source>RAW body, typed by hand</source>
      <translation>نص RAW مكتوب يدويًا</translation>
    </message>
    <message>
      <source>The server sent us elsewhere</source>
      <translation>أحالنا الخادم إلى مكان آخر</translation>
    </message>
    <message>
      <source>Check the base URL with whoever runs the server. The request was not followed to the other address, so the token stayed with this server.</source>
      <translation>تحقّق من عنوان URL الأساسي مع المسؤول عن الخادم. لم يُتبع الطلب إلى العنوان الآخر، لذا بقي الرمز مع هذا الخادم.</translation>
    </message>
    <message>
      <source>The server refused plant {id} ({code}), so nothing was created, but its answer is not the Error the spec describes.</source>
      <translation>رفض الخادم النبتة {id} ({code})، لذا لم يُنشأ شيء، لكن ردّه ليس الخطأ (Error) الذي تصفه المواصفة.</translation>
    </message>
    <message>
      <source>The server refused the plant ({code}), so nothing was created, but its answer is not the Error the spec describes.</source>
      <translation>رفض الخادم النبتة ({code})، لذا لم يُنشأ شيء، لكن ردّه ليس الخطأ (Error) الذي تصفه المواصفة.</translation>
    </message>
    <message>
      <source>The server refused the token</source>
      <translation>رفض الخادم الرمز</translation>
    </message>
    <message>
      <source>Check the token for this server. Nothing was created.</source>
      <translation>تحقّق من رمز هذا الخادم. لم يُنشأ شيء.</translation>
    </message>
    <message>
      <source>This token may not create plants</source>
      <translation>هذا الرمز غير مسموح له بإنشاء النباتات</translation>
    </message>
    <message>
      <source>The server knows the token but does not allow it to create plants ({code}). Nothing was created. Ask whoever runs the server for a token that may.</source>
      <translation>يعرف الخادم الرمز لكنه لا يسمح له بإنشاء النباتات ({code}). لم يُنشأ شيء. اطلب من المسؤول عن الخادم رمزًا مسموحًا له بذلك.</translation>
    </message>
    <message>
      <source>The server has no plant store at this address</source>
      <translation>لا يوجد متجر نباتات على الخادم في هذا العنوان</translation>
    </message>
    <message>
      <source>Check the base URL: the request went to {url}/plants. Nothing was created.</source>
      <translation>تحقّق من عنوان URL الأساسي: ذهب الطلب إلى {url}/plants. لم يُنشأ شيء.</translation>
    </message>
    <message>
      <source>The server refused plant {id} as a conflict</source>
      <translation>رفض الخادم النبتة {id} بسبب تعارض</translation>
    </message>
    <message>
      <source>The server refused the plant as a conflict</source>
      <translation>رفض الخادم النبتة بسبب تعارض</translation>
    </message>
    <message>
      <source>It conflicts with something the server already holds ({code}), such as a plant with the same id. Nothing was created.</source>
      <translation>إنها تتعارض مع شيء موجود على الخادم بالفعل ({code})، مثل نبتة لها المعرّف نفسه. لم يُنشأ شيء.</translation>
    </message>
    <message>
      <source>The server found plant {id} invalid</source>
      <translation>وجد الخادم أن النبتة {id} غير صالحة</translation>
    </message>
    <message>
      <source>The server found the plant invalid</source>
      <translation>وجد الخادم أن النبتة غير صالحة</translation>
    </message>
    <message>
      <source>It understood the request but refused the plant in it ({code}). Nothing was created. Correct the plant and send it again.</source>
      <translation>فهم الخادم الطلب لكنه رفض النبتة التي فيه ({code}). لم يُنشأ شيء. صحّح النبتة وأرسلها مرة أخرى.</translation>
    </message>
    <message>
      <source>The server is busy</source>
      <translation>الخادم مشغول</translation>
    </message>
    <message>
      <source>The server refused plant {id}</source>
      <translation>رفض الخادم النبتة {id}</translation>
    </message>
    <message>
      <source>The server refused the plant</source>
      <translation>رفض الخادم النبتة</translation>
    </message>
    <message>
      <source>It answered {code}: the server refused the request. Nothing was created.</source>
      <translation>ردّ بـ {code}: رفض الخادم الطلب. لم يُنشأ شيء.</translation>
    </message>
    <message>
      <source>The server ran into a problem</source>
      <translation>واجه الخادم مشكلة</translation>
    </message>
    <message>
      <source>Plant {id} may or may not have been created. Check it on the server: it is under “Needs checking” in the history, and is never sent again on its own.</source>
      <translation>ربما أُنشئت النبتة {id} وربما لا. تحقّق منها على الخادم: إنها ضمن «تحتاج إلى تحقّق» في السجل، ولا يُعاد إرسالها تلقائيًا أبدًا.</translation>
    </message>
    <message>
      <source>The plant may or may not have been created. Check it on the server: it is under “Needs checking” in the history, and is never sent again on its own.</source>
      <translation>ربما أُنشئت النبتة وربما لا. تحقّق منها على الخادم: إنها ضمن «تحتاج إلى تحقّق» في السجل، ولا يُعاد إرسالها تلقائيًا أبدًا.</translation>
    </message>
    <message>
      <source>Plant {id} may or may not have been created. Check before sending it again.</source>
      <translation>ربما أُنشئت النبتة {id} وربما لا. تحقّق قبل إعادة إرسالها.</translation>
    </message>
    <message>
      <source>The plant may or may not have been created. Check before sending it again.</source>
      <translation>ربما أُنشئت النبتة وربما لا. تحقّق قبل إعادة إرسالها.</translation>
    </message>
    <message numerus="yes">
      <source>It had too many requests ({code}), so nothing was created. Send plant {id} again after %Ln seconds.</source>
      <translation>
        <numerusform>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة {id} مرة أخرى الآن.</numerusform>
        <numerusform>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة {id} مرة أخرى بعد ثانية واحدة.</numerusform>
        <numerusform>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة {id} مرة أخرى بعد ثانيتين.</numerusform>
        <numerusform>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة {id} مرة أخرى بعد %Ln ثوانٍ.</numerusform>
        <numerusform>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة {id} مرة أخرى بعد %Ln ثانيةً.</numerusform>
        <numerusform>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة {id} مرة أخرى بعد %Ln ثانية.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>It had too many requests ({code}), so nothing was created. Send the plant again after %Ln seconds.</source>
      <translation>
        <numerusform>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة مرة أخرى الآن.</numerusform>
        <numerusform>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة مرة أخرى بعد ثانية واحدة.</numerusform>
        <numerusform>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة مرة أخرى بعد ثانيتين.</numerusform>
        <numerusform>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة مرة أخرى بعد %Ln ثوانٍ.</numerusform>
        <numerusform>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة مرة أخرى بعد %Ln ثانيةً.</numerusform>
        <numerusform>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة مرة أخرى بعد %Ln ثانية.</numerusform>
      </translation>
    </message>
    <message>
      <source>It had too many requests ({code}), so nothing was created. Send plant {id} again later.</source>
      <translation>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة {id} مرة أخرى لاحقًا.</translation>
    </message>
    <message>
      <source>It had too many requests ({code}), so nothing was created. Send the plant again later.</source>
      <translation>تلقّى الخادم طلبات كثيرة جدًا ({code})، لذا لم يُنشأ شيء. أرسل النبتة مرة أخرى لاحقًا.</translation>
    </message>
    <message>
      <source>The server gave an answer this app does not understand</source>
      <translation>أعطى الخادم ردًا لا يفهمه هذا التطبيق</translation>
    </message>
    <message>
      <source>The request had already been sent: plant {id} may or may not have been created. Check before sending it again.</source>
      <translation>كان الطلب قد أُرسل بالفعل: ربما أُنشئت النبتة {id} وربما لا. تحقّق قبل إعادة إرسالها.</translation>
    </message>
    <message>
      <source>The request had already been sent: the plant may or may not have been created. Check before sending it again.</source>
      <translation>كان الطلب قد أُرسل بالفعل: ربما أُنشئت النبتة وربما لا. تحقّق قبل إعادة إرسالها.</translation>
    </message>
    <message>
      <source>Stopped waiting</source>
      <translation>أُوقف الانتظار</translation>
    </message>
    <message>
      <source>The token would travel unencrypted to {host}: anyone on the network between could read it and use it. Use https:// if the server offers it.</source>
      <translation>سينتقل الرمز دون تشفير إلى {host}: يمكن لأي شخص على الشبكة بينكما قراءته واستخدامه. استخدم https:// إذا كان الخادم يوفّره.</translation>
    </message>
    <message>
      <source>Could not reach the server</source>
      <translation>تعذّر الوصول إلى الخادم</translation>
    </message>
    <message>
      <source>Nothing answers at {url}. Is it running?</source>
      <translation>لا شيء يردّ على {url}. هل هو قيد التشغيل؟</translation>
    </message>
    <message>
      <source>Could not find the server</source>
      <translation>تعذّر العثور على الخادم</translation>
    </message>
    <message>
      <source>Check the server name in {url}.</source>
      <translation>تحقّق من اسم الخادم في {url}.</translation>
    </message>
    <message>
      <source>The server's certificate was not trusted</source>
      <translation>شهادة الخادم غير موثوقة</translation>
    </message>
    <message>
      <source>The connection was not secure, so nothing was sent.</source>
      <translation>لم يكن الاتصال آمنًا، لذا لم يُرسل شيء.</translation>
    </message>
    <message>
      <source>The secure connection could not be made</source>
      <translation>تعذّر إنشاء الاتصال الآمن</translation>
    </message>
    <message>
      <source>{reason} Nothing was sent.</source>
      <translation>{reason} لم يُرسل شيء.</translation>
    </message>
    <message>
      <source>The server did not answer</source>
      <translation>لم يردّ الخادم</translation>
    </message>
    <message>
      <source>Check the network and try again.</source>
      <translation>تحقّق من الشبكة وحاول مرة أخرى.</translation>
    </message>
    <message>
      <source>You stopped waiting for the answer. {unknown}</source>
      <translation>أوقفت انتظار الرد. {unknown}</translation>
    </message>
    <message>
      <source>You stopped it before it was sent. Nothing was sent.</source>
      <translation>أوقفته قبل إرساله. لم يُرسل شيء.</translation>
    </message>
    <message>
      <source>Try again.</source>
      <translation>حاول مرة أخرى.</translation>
    </message>
    <message>
      <source>The server took too long</source>
      <translation>استغرق الخادم وقتًا طويلًا جدًا</translation>
    </message>
    <message>
      <source>Nothing was created. Try again.</source>
      <translation>لم يُنشأ شيء. حاول مرة أخرى.</translation>
    </message>
    <message>
      <source>The connection broke</source>
      <translation>انقطع الاتصال</translation>
    </message>
    <message>
      <source>{size} bytes (cut off)</source>
      <comment>the size of an answer, in the technical line under a result</comment>
      <translation>{size} بايت (مقتطع)</translation>
    </message>
    <message>
      <source>{size} bytes</source>
      <comment>the size of an answer, in the technical line under a result</comment>
      <translation>{size} بايت</translation>
    </message>
    <message>
      <source>{status} · {elapsed} · {size}</source>
      <comment>the technical line under a result: the answer's status (HTTP 200 OK), how long it took, its size</comment>
      <translation>{status} · {elapsed} · {size}</translation>
    </message>
    <message>
      <source>{milliseconds} ms</source>
      <translation>{milliseconds} ملي ثانية</translation>
    </message>
    <message>
      <source>{seconds} s</source>
      <comment>seconds, a unit</comment>
      <translation>{seconds} ث</translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant was on its way when the app stopped: it may or may not have been created. Check it on the server; it is under “Needs checking” in the history and is never sent again on its own.</source>
      <translation>
        <numerusform>لم تكن أي نبتة في طريقها عندما توقف التطبيق.</numerusform>
        <numerusform>كانت نبتة واحدة في طريقها عندما توقف التطبيق: ربما أُنشئت وربما لا. تحقّق منها على الخادم؛ إنها ضمن «تحتاج إلى تحقّق» في السجل، ولا يُعاد إرسالها تلقائيًا أبدًا.</numerusform>
        <numerusform>كانت نبتتان في طريقهما عندما توقف التطبيق: ربما أُنشئت كل منهما وربما لا. تحقّق منهما على الخادم؛ إنهما ضمن «تحتاج إلى تحقّق» في السجل، ولا يُعاد إرسالهما تلقائيًا أبدًا.</numerusform>
        <numerusform>كانت %Ln نبتات في طريقها عندما توقف التطبيق: ربما أُنشئت كل منها وربما لا. تحقّق منها على الخادم؛ إنها ضمن «تحتاج إلى تحقّق» في السجل، ولا يُعاد إرسالها تلقائيًا أبدًا.</numerusform>
        <numerusform>كانت %Ln نبتةً في طريقها عندما توقف التطبيق: ربما أُنشئت كل منها وربما لا. تحقّق منها على الخادم؛ إنها ضمن «تحتاج إلى تحقّق» في السجل، ولا يُعاد إرسالها تلقائيًا أبدًا.</numerusform>
        <numerusform>كانت %Ln نبتة في طريقها عندما توقف التطبيق: ربما أُنشئت كل منها وربما لا. تحقّق منها على الخادم؛ إنها ضمن «تحتاج إلى تحقّق» في السجل، ولا يُعاد إرسالها تلقائيًا أبدًا.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants were on their way when the app stopped: each may or may not have been created. Check them on the server; they are under “Needs checking” in the history and are never sent again on their own.</source>
      <translation>
        <numerusform>لم تكن أي نبتة في طريقها عندما توقف التطبيق.</numerusform>
        <numerusform>كانت نبتة واحدة في طريقها عندما توقف التطبيق: ربما أُنشئت وربما لا. تحقّق منها على الخادم؛ إنها ضمن «تحتاج إلى تحقّق» في السجل، ولا يُعاد إرسالها تلقائيًا أبدًا.</numerusform>
        <numerusform>كانت نبتتان في طريقهما عندما توقف التطبيق: ربما أُنشئت كل منهما وربما لا. تحقّق منهما على الخادم؛ إنهما ضمن «تحتاج إلى تحقّق» في السجل، ولا يُعاد إرسالهما تلقائيًا أبدًا.</numerusform>
        <numerusform>كانت %Ln نبتات في طريقها عندما توقف التطبيق: ربما أُنشئت كل منها وربما لا. تحقّق منها على الخادم؛ إنها ضمن «تحتاج إلى تحقّق» في السجل، ولا يُعاد إرسالها تلقائيًا أبدًا.</numerusform>
        <numerusform>كانت %Ln نبتةً في طريقها عندما توقف التطبيق: ربما أُنشئت كل منها وربما لا. تحقّق منها على الخادم؛ إنها ضمن «تحتاج إلى تحقّق» في السجل، ولا يُعاد إرسالها تلقائيًا أبدًا.</numerusform>
        <numerusform>كانت %Ln نبتة في طريقها عندما توقف التطبيق: ربما أُنشئت كل منها وربما لا. تحقّق منها على الخادم؛ إنها ضمن «تحتاج إلى تحقّق» في السجل، ولا يُعاد إرسالها تلقائيًا أبدًا.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plant still needs checking: you stopped waiting, the connection broke or the server failed, so it may or may not have been created.</source>
      <translation>
        <numerusform>لا توجد نبتة تحتاج إلى تحقّق.</numerusform>
        <numerusform>لا تزال نبتة واحدة تحتاج إلى تحقّق: أوقفت الانتظار، أو انقطع الاتصال، أو فشل الخادم، لذا ربما أُنشئت وربما لا.</numerusform>
        <numerusform>لا تزال نبتتان تحتاجان إلى تحقّق: أوقفت الانتظار، أو انقطع الاتصال، أو فشل الخادم، لذا ربما أُنشئت كل منهما وربما لا.</numerusform>
        <numerusform>لا تزال %Ln نبتات تحتاج إلى تحقّق: أوقفت الانتظار، أو انقطع الاتصال، أو فشل الخادم، لذا ربما أُنشئت كل منها وربما لا.</numerusform>
        <numerusform>لا تزال %Ln نبتةً تحتاج إلى تحقّق: أوقفت الانتظار، أو انقطع الاتصال، أو فشل الخادم، لذا ربما أُنشئت كل منها وربما لا.</numerusform>
        <numerusform>لا تزال %Ln نبتة تحتاج إلى تحقّق: أوقفت الانتظار، أو انقطع الاتصال، أو فشل الخادم، لذا ربما أُنشئت كل منها وربما لا.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln plants still need checking: you stopped waiting, the connection broke or the server failed, so each may or may not have been created.</source>
      <translation>
        <numerusform>لا توجد نبتة تحتاج إلى تحقّق.</numerusform>
        <numerusform>لا تزال نبتة واحدة تحتاج إلى تحقّق: أوقفت الانتظار، أو انقطع الاتصال، أو فشل الخادم، لذا ربما أُنشئت وربما لا.</numerusform>
        <numerusform>لا تزال نبتتان تحتاجان إلى تحقّق: أوقفت الانتظار، أو انقطع الاتصال، أو فشل الخادم، لذا ربما أُنشئت كل منهما وربما لا.</numerusform>
        <numerusform>لا تزال %Ln نبتات تحتاج إلى تحقّق: أوقفت الانتظار، أو انقطع الاتصال، أو فشل الخادم، لذا ربما أُنشئت كل منها وربما لا.</numerusform>
        <numerusform>لا تزال %Ln نبتةً تحتاج إلى تحقّق: أوقفت الانتظار، أو انقطع الاتصال، أو فشل الخادم، لذا ربما أُنشئت كل منها وربما لا.</numerusform>
        <numerusform>لا تزال %Ln نبتة تحتاج إلى تحقّق: أوقفت الانتظار، أو انقطع الاتصال، أو فشل الخادم، لذا ربما أُنشئت كل منها وربما لا.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Words</name>
    <message>
      <source>“{text}”</source>
      <comment>a name, a field or a value quoted inside a sentence</comment>
      <translation>«{text}»</translation>
    </message>
  </context>
</TS>